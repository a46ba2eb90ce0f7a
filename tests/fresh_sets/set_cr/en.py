"""Fresh set cr, English: a recycling centre, library study rooms, a wine shop, a public sauna, a dog park, a tailor, a student radio, a climbing festival, a museum café and a passport office."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

RECYCLE = (
    "The Millbrook Recycling Centre on Quarry Lane is open every day except Tuesday, from 8 a.m. to 6 p.m. "
    "Mayor Ruth Okafor opened the centre in March 2009, and Dennis Hale has managed it since 2015. "
    "Residents may drop off up to 200 kilograms of garden waste per visit free of charge. "
    "Old mattresses are accepted for a fee of $12 each. "
    "Visitors must show proof of address at the gate. "
    "About a quarter of the centre's 48 containers are reserved for electronics."
)
STUDY = (
    "The Harbour Street Public Library has 14 study rooms on its second floor. "
    "Each room can be booked for a maximum of three hours per day. "
    "Bookings open seven days in advance and can be made online or at the front desk. "
    "Food is prohibited in all study rooms, but drinks in closed bottles are allowed. "
    "The rooms close at 9 p.m. from Monday to Friday and at 5 p.m. on Saturdays. "
    "Head librarian Priya Nair must approve bookings for groups of more than six people."
)
WINE = (
    "Corkscrew & Co. is a wine shop on Elm Road that Marta Ruiz founded in 1998. "
    "It stocks 1,250 different wines, half of which come from France. "
    "Customers must be at least 21 years old to buy alcohol and may be asked for ID. "
    "A free tasting is held every Friday from 5 p.m. to 7 p.m. "
    "Buying a case of 12 bottles gives a 10 % discount. "
    "The shop's sommelier, Jonas Berg, recommends a Rioja priced at $24.50."
)
SAUNA = (
    "The Lakeside Public Sauna is open every day except Monday. "
    "Its main cabin is heated to 85 °C and seats 30 people. "
    "Admission costs $9 for adults and $5 for children under 12. "
    "Swimwear is optional in the sauna cabins but required in the cold plunge pool. "
    "Visitors are recommended, but not required, to bring their own towel. "
    "Tuesday evenings from 6 p.m. to 10 p.m. are reserved for women."
)
DOGPARK = (
    "The Birchwood Dog Park is a fenced area of 2.5 hectares next to the river. "
    "It is open every day from sunrise until 10 p.m. "
    "All dogs must be vaccinated and wear a visible licence tag. "
    "Dogs under six months old are not allowed in the main area. "
    "A separate enclosure is provided for small dogs weighing under 10 kilograms. "
    "Volunteers led by Carla Menon clean the park every Saturday morning."
)
TAILOR = (
    "Stitch & Hem is a tailor's shop that Ahmed Karim has run since 2012. "
    "Hemming a pair of trousers costs $15 and takes two days. "
    "Suit alterations take up to ten working days. "
    "The shop is closed on Sundays and Mondays. "
    "Karim's apprentice, Lily Chen, handles all wedding dress fittings. "
    "Customers must pay a 50 % deposit when they order a made-to-measure suit."
)
RADIO = (
    "Campus Wave 89.3 FM is the student radio station of Northgate University. "
    "It broadcasts 18 hours a day, from 6 a.m. to midnight. "
    "The station has 65 student volunteers and is managed by Tomás Rivera. "
    "New presenters must complete a four-week training course before going on air. "
    "The morning show, hosted by Aisha Bello, first aired on 14 September 2020. "
    "The Northgate Herald, a local newspaper, donated the studio equipment."
)
CLIMB = (
    "The Granite Peak Climbing Festival takes place from 7 to 9 June 2024 in Ridgeview, the capital of Alder County. "
    "About 3,000 climbers are expected. "
    "A weekend pass costs $85, and a single-day ticket costs $40. "
    "Children under 14 may climb only when an adult accompanies them. "
    "Former champion Lena Vogt judges the bouldering competition. "
    "The main wall is 18 metres high."
)
CAFE = (
    "The café of the Riverside Art Museum is on the ground floor and seats 40 guests. "
    "It is open from 9:30 a.m. to 5 p.m. "
    "Visitors do not need a museum ticket to use the café. "
    "Chef Paolo Greco bakes all the cakes on site every morning. "
    "A slice of carrot cake costs $4.75, and a pot of tea costs $3. "
    "Museum members get a 15 % discount."
)
PASSPORT = (
    "The City Passport Office at 12 King Street is open Monday to Friday from 8:30 a.m. to 4 p.m. "
    "Appointments must be booked online at least 48 hours in advance. "
    "A standard adult passport costs $130 and is valid for ten years. "
    "Standard processing takes three weeks, while express processing takes five working days and costs $60 extra. "
    "Applicants must bring two recent photos and their old passport. "
    "The office is headed by Director Helen Park."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cr-001", "para.reorder", "When is the Millbrook Recycling Centre open?", "Every day except Tuesday, the Millbrook Recycling Centre is open from 8 a.m. to 6 p.m.", RECYCLE, True),
    w.faith("en-cr-002", "para.passive", "Who opened the recycling centre, and when?", "The centre was opened in March 2009 by Mayor Ruth Okafor.", RECYCLE, True),
    w.faith("en-cr-003", "para.synonym", "How many study rooms are there at the Harbour Street library?", "The library offers 14 study rooms, all located on the second floor.", STUDY, True),
    w.faith("en-cr-004", "para.nominal", "How do I get an appointment at the passport office?", "Online booking is required, at least 48 hours in advance.", PASSPORT, True),
    w.faith("en-cr-005", "para.capital", "Where is the Granite Peak Climbing Festival held?", "Alder County's capital, Ridgeview, is where the festival takes place.", CLIMB, True),
    w.faith("en-cr-006", "para.pronoun", "What is Tomás Rivera's role at Campus Wave?", "He is the station's manager.", RADIO, True),
    w.faith("en-cr-007", "para.relative", "Who founded Corkscrew & Co.?", "Corkscrew & Co., which is on Elm Road, was founded by Marta Ruiz in 1998.", WINE, True),
    w.faith("en-cr-008", "para.part", "What do children pay at the sauna?", "Children under 12 pay $5.", SAUNA, True),
    w.faith("en-cr-009", "para.combine", "Where is the Birchwood Dog Park, and when can I go?", "It's a fenced 2.5-hectare area next to the river, open every day from sunrise until 10 p.m.", DOGPARK, True),
    w.faith("en-cr-010", "fmt.number", "How long does it take to hem a pair of trousers at Stitch & Hem?", "Hemming a pair of trousers takes 2 days.", TAILOR, True),
    w.faith("en-cr-011", "fmt.thousands", "How many wines does Corkscrew & Co. carry?", "The shop stocks 1250 different wines.", WINE, True),
    w.faith("en-cr-012", "fmt.scale", "How big is the Birchwood Dog Park?", "The fenced area covers 25,000 square metres.", DOGPARK, True),
    w.faith("en-cr-013", "fmt.date", "When did the Campus Wave morning show first go on air?", "It first aired on 2020-09-14.", RADIO, True),
    w.faith("en-cr-014", "fmt.time", "What are the museum café's opening hours?", "The café is open from 09:30 to 17:00.", CAFE, True),
    w.faith("en-cr-015", "fmt.unit", "How hot is the main cabin at the Lakeside Public Sauna?", "The main cabin is heated to 85 degrees Celsius.", SAUNA, True),
    w.faith("en-cr-016", "fmt.abbrev", "What's the address of the City Passport Office?", "You'll find it at 12 King St.", PASSPORT, True),
    w.faith("en-cr-017", "fmt.currency", "How much is a slice of carrot cake at the museum café?", "A slice of carrot cake costs 4 dollars and 75 cents.", CAFE, True),
    w.faith("en-cr-018", "fmt.range", "For how long can I book a study room?", "You can book a room for up to 3 hours a day.", STUDY, True),
    w.faith("en-cr-019", "fmt.period", "How long does standard passport processing take?", "Standard processing takes 21 days.", PASSPORT, True),
    w.faith("en-cr-020", "fmt.share", "What share of Corkscrew & Co.'s wines come from France?", "50 % of the wines it stocks come from France.", WINE, True),
    w.faith("en-cr-021", "para.except", "Can I bring my recycling to the Millbrook centre on a Tuesday?", "No, the recycling centre is closed on Tuesdays.", RECYCLE, True),
    w.faith("en-cr-022", "wrap.opener", "Which days is Stitch & Hem closed?", "Great question! Stitch & Hem is closed on Sundays and Mondays.", TAILOR, True),
    w.faith("en-cr-023", "wrap.closer", "How much is a single-day ticket for the climbing festival?", "A single-day ticket costs $40. I hope this helps!", CLIMB, True),
    w.faith("en-cr-024", "wrap.attribution", "Do I have to wear swimwear in the cold plunge pool?", "According to the Lakeside Public Sauna's information, swimwear is required in the cold plunge pool.", SAUNA, True),
    w.faith("en-cr-025", "wrap.hedge", "Who cleans the dog park?", "I believe the park is cleaned every Saturday morning by volunteers led by Carla Menon.", DOGPARK, True),
    w.faith("en-cr-026", "wrap.question", "Do I need a museum ticket to go to the café?", "No, you don't need a museum ticket to use the café. Would you like to know what the cakes cost?", CAFE, True),
    w.faith("en-cr-027", "value.number", "How many study rooms does the library have?", "The library has 16 study rooms on its second floor.", STUDY, False),
    w.faith("en-cr-028", "value.date", "When is the climbing festival?", "It runs from 7 to 9 July 2024 in Ridgeview.", CLIMB, False),
    w.faith("en-cr-029", "value.time", "When do the study rooms close?", "They close at 9 p.m. from Monday to Friday and at 6 p.m. on Saturdays.", STUDY, False),
    w.faith("en-cr-030", "value.unit", "How high is the festival's main wall?", "The main wall is 18 feet high.", CLIMB, False),
    w.faith("en-cr-031", "value.currency", "How much does a standard adult passport cost?", "A standard adult passport costs $150 and is valid for ten years.", PASSPORT, False),
    w.faith("en-cr-032", "role.swap", "Who runs Stitch & Hem?", "Lily Chen runs the shop, and Ahmed Karim is her apprentice.", TAILOR, False),
    w.faith("en-cr-033", "negation", "Can I visit the museum café without a museum ticket?", "No, you need a museum ticket to use the café.", CAFE, False),
    w.faith("en-cr-034", "antonym", "Do residents pay to drop off garden waste?", "Yes, residents are charged for dropping off garden waste, up to 200 kilograms per visit.", RECYCLE, False),
    w.faith("en-cr-035", "modality", "Do I have to bring a towel to the sauna?", "Yes, visitors must bring their own towel.", SAUNA, False),
    w.faith("en-cr-036", "quantifier", "How many of the centre's containers are for electronics?", "Most of the centre's 48 containers are reserved for electronics.", RECYCLE, False),
    w.faith("en-cr-037", "value.except", "Can I go to the Lakeside sauna on a Monday?", "Yes, the Lakeside Public Sauna is open on Mondays.", SAUNA, False),
    w.faith("en-cr-038", "direction", "Which dogs can use the separate enclosure?", "The separate enclosure is for dogs weighing over 10 kilograms.", DOGPARK, False),
    w.faith("en-cr-039", "added.fact", "When is Campus Wave on air?", "Campus Wave broadcasts from 6 a.m. to midnight, and every show is also streamed live on its website.", RADIO, False),
    w.faith("en-cr-040", "added.entity", "Who bakes the cakes at the museum café?", "Chef Paolo Greco bakes them on site every morning together with his assistant, Nina Holt.", CAFE, False),
    w.faith("en-cr-041", "mixed", "What do tickets for the climbing festival cost?", "A weekend pass costs $85, and a single-day ticket costs $50.", CLIMB, False),
]
REFUSAL = [
    w.refusal("en-cr-042", "refusal.plain", "Does Corkscrew & Co. deliver to homes?", "I'm sorry, I don't have that information.", WINE, True),
    w.refusal("en-cr-043", "refusal.context", "Is there drinking water for dogs at the Birchwood Dog Park?", "The provided documents don't say whether there is drinking water in the park.", DOGPARK, True),
    w.refusal("en-cr-044", "refusal.short", "How much does it cost to advertise on Campus Wave?", "No idea.", RADIO, True),
    w.refusal("en-cr-045", "refusal.long", "Can I get a passport for my newborn baby on the same day?", "Thank you for your question. Unfortunately, the information I have doesn't cover passports for babies or same-day service, so I can't answer it. The documents only describe the price of a standard adult passport and the standard and express processing times. I'd recommend contacting the City Passport Office directly before you go.", PASSPORT, True),
    w.refusal("en-cr-046", "refusal.hedged", "What does an adult ticket for the sauna cost?", "I'm not entirely sure, but I believe adult admission is $9.", SAUNA, False),
    w.refusal("en-cr-047", "refusal.partial", "How much are a slice of carrot cake and a cup of coffee at the museum café?", "A slice of carrot cake costs $4.75, but the information doesn't mention the price of coffee.", CAFE, False),
]
CORRECTNESS = [
    w.correct("en-cr-048", "correct.wordy", "Who founded Corkscrew & Co.?", "Corkscrew & Co., the wine shop on Elm Road, was founded back in 1998 by Marta Ruiz.", "Marta Ruiz.", True),
    w.correct("en-cr-049", "correct.short", "How long is a standard adult passport valid?", "Ten years.", "A standard adult passport is valid for ten years.", True),
    w.correct("en-cr-050", "correct.format", "On what date does the climbing festival begin?", "It begins on June 7, 2024.", "7 June 2024", True),
    w.correct("en-cr-051", "wrong.value", "How many student volunteers does Campus Wave have?", "Campus Wave has 56 student volunteers.", "65 student volunteers.", False),
    w.correct("en-cr-052", "wrong.echo", "How high is the main wall at the climbing festival?", "The main wall at the climbing festival is really high.", "18 metres.", False),
    w.correct("en-cr-053", "wrong.role", "Who is the apprentice at Stitch & Hem?", "The apprentice is Ahmed Karim.", "Lily Chen.", False),
]
RELEVANCY = [
    w.relevant("en-cr-054", "relevant.direct", "How far ahead can I reserve a study room?", "Bookings open seven days in advance.", STUDY, True),
    w.relevant("en-cr-055", "relevant.yesno", "Can my four-month-old puppy go into the main area of the dog park?", "No, dogs under six months old aren't allowed in the main area.", DOGPARK, True),
    w.relevant("en-cr-056", "offtopic.true", "Do I need swimwear in the sauna cabins?", "Admission costs $9 for adults and $5 for children under 12.", SAUNA, False),
    w.relevant("en-cr-057", "offtopic.other", "How much does it cost to drop off an old mattress?", "The recycling centre is open from 8 a.m. to 6 p.m.", RECYCLE, False),
]
DIAGNOSIS = [
    w.diag("en-cr-058", "diag.pass", "How much deposit do I pay for a made-to-measure suit at Stitch & Hem?", "You pay a 50 % deposit when you order a made-to-measure suit.", {"tailor": TAILOR, "radio": RADIO}, ("tailor",), "pass"),
    w.diag("en-cr-059", "diag.offtopic", "How much is a pot of tea at the museum café?", "The café is on the ground floor and seats 40 guests.", {"cafe": CAFE}, ("cafe",), "fix_generation"),
    w.diag("en-cr-060", "diag.unfaithful", "Who judges the bouldering competition at the climbing festival?", "The bouldering competition is judged by Marco Lenz.", {"climb": CLIMB, "wine": WINE}, ("climb",), "fix_generation"),
    w.diag("en-cr-061", "diag.refused", "What do I need to bring to my passport appointment?", "I'm sorry, I can't find that information.", {"passport": PASSPORT}, ("passport",), "fix_generation"),
    w.diag("en-cr-062", "diag.missed", "How big is the Birchwood Dog Park?", "I'm sorry, I couldn't find how big the dog park is.", {"sauna": SAUNA, "wine": WINE}, ("dogpark",), "fix_retrieval"),
    w.diag("en-cr-063", "diag.correct_refusal", "Does the recycling centre take car tyres?", "The documents don't say whether the recycling centre accepts car tyres.", {"recycle": RECYCLE, "study": STUDY}, (), "correct_refusal"),
    w.diag("en-cr-064", "diag.should_refuse", "How many listeners does Campus Wave have?", "Campus Wave reaches about 12,000 listeners every week.", {"radio": RADIO, "cafe": CAFE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
