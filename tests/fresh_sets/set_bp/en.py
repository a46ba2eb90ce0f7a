"""English cases of fresh set bp: the Brightwater Eye Clinic, the Highland Lantern sleeper
train, Oakline Workshop's woodworking course, Carver University Library's inter-library
loan service, Strike City Bowling, Maple Crumb Bakery's custom cakes, the Lingua Bridge
language exchange, Gull Point Marina, the Spokes & Sprockets bicycle repair shop and the
Halden Planetarium."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

EYE_CLINIC = (
    "The Brightwater Eye Clinic on Harbour Road is open Monday to Friday from 8:00 a.m. to 6:30 p.m. and on Saturdays from 9:00 a.m. to 1:00 p.m. "
    "A standard eye examination takes about 30 minutes and costs $85, and a contact-lens fitting costs $120. "
    "Dr. Priya Raman, the head optometrist, carries out every laser-surgery consultation, while Dr. Tom Fenwick sees all patients under 16. "
    "Patients who receive dilating drops must not drive for at least 4 hours afterwards. "
    "Appointments cancelled less than 24 hours in advance cost a fee of $25, unless the patient brings a doctor's note."
)

NIGHT_TRAIN = (
    "The Highland Lantern sleeper train leaves London Euston at 9:15 p.m. and arrives in Inverness at 8:40 a.m. the next morning. "
    "The journey covers 915 kilometres, and the train has 16 carriages, 10 of which are sleeper cars. "
    "A seat in the reclining-seat coach costs £60, a bunk in a shared twin cabin costs £145, and a private cabin with its own shower costs £310, breakfast included. "
    "Each passenger may bring up to 2 large suitcases, and bicycles must be reserved at least 48 hours before departure. "
    "The train runs every night except Saturday, and the lounge car closes at 11:30 p.m."
)

WOODWORKING = (
    "Oakline Workshop's beginner woodworking course lasts six weeks, with one session every Tuesday from 6:30 p.m. to 9:00 p.m. "
    "Master carpenter Helen Marsh teaches the course, and her apprentice Daniel Okafor assists her. "
    "The fee is $340, which covers all timber and the use of the workshop's tools, but students must bring their own safety glasses. "
    "Each group has at most 8 participants, and the minimum age is 16. "
    "By the last session, every student has built a small oak stool to take home."
)

INTERLIBRARY_LOAN = (
    "The inter-library loan service of Carver University Library lets students and staff borrow books that the library does not own from partner libraries. "
    "Undergraduates may place up to 10 requests per semester free of charge; each additional request costs $3. "
    "Books usually arrive within 7 to 10 working days and may be kept for 3 weeks, and journal articles are sent as PDF files by email, normally within 48 hours. "
    "Requests submitted after 4:00 p.m. on a Friday are processed on the following Monday. "
    "Last year the service handled 12,400 requests. "
    "It is run by librarian Grace Liu, and borrowed books must be returned to the main desk, not to the book drop."
)

BOWLING = (
    "Strike City Bowling on Elm Street has 24 lanes and is open daily from 12:00 noon to midnight, except on Christmas Day. "
    "A game costs $6.50 per person before 5:00 p.m. and $8.00 per person after 5:00 p.m.; shoe rental is $3. "
    "A lane can be booked for no more than 2 hours at a time, and up to 6 players can share one lane. "
    "Children under 12 must be accompanied by an adult. "
    "Every Wednesday night, manager Carlos Ortega runs a league in which teams of 4 compete for a trophy."
)

BAKERY = (
    "Maple Crumb Bakery accepts custom-cake orders only if they are placed at least 5 days before the pickup date. "
    "A round cake that serves 12 people weighs about 1.5 kilograms and costs $48, and a two-tier cake that serves 40 people costs $165. "
    "Customers pay a deposit of half the price when they order, and the rest is due at pickup. "
    "Cakes can be collected from Tuesday to Saturday between 10:00 a.m. and 4:00 p.m. "
    "Head baker Lena Brooks designs every custom cake, and decorations with fresh flowers cost $15 extra."
)

LANGUAGE_EXCHANGE = (
    "The Lingua Bridge language exchange at the Eastfield Community Centre pairs native speakers of different languages for conversation practice. "
    "Meetings take place every Thursday from 7:00 p.m. to 8:30 p.m. in Room 204. "
    "Each meeting is split into two halves of 45 minutes, one in each partner's language. "
    "Membership costs $20 for a 12-week term, and the first meeting is free. "
    "Volunteer Amira Haddad matches the partners, and participants must be at least 18 years old."
)

MARINA = (
    "Gull Point Marina has 180 berths for boats up to 15 metres long. "
    "A visitor berth costs $2.80 per metre per night, and electricity and water are included. "
    "From April to October the harbour office is staffed from 7:00 a.m. to 8:00 p.m., and during the rest of the year from 9:00 a.m. to 5:00 p.m. "
    "Harbour master Ian Doyle assigns every visitor berth, and arriving boats must call him on VHF channel 80. "
    "Fuel is sold at the pontoon, but only diesel is available."
)

BIKE_SHOP = (
    "Spokes & Sprockets is a bicycle repair shop run by mechanic Nadia Kowalski. "
    "A basic tune-up costs $55, a full service costs $130, and a flat tyre is fixed while you wait in about 20 minutes for $15. "
    "Most repairs are finished within 3 working days. "
    "The shop is open Tuesday to Saturday from 9:30 a.m. to 6:00 p.m. "
    "Bicycles that are not collected within 30 days after the repair are donated to a local charity."
)

PLANETARIUM = (
    "The Halden Planetarium's dome is 18 metres in diameter and seats 150 visitors. "
    "Shows start every hour on the hour from 10:00 a.m. to 5:00 p.m., and each show lasts 40 minutes. "
    "Tickets cost $14 for adults and $9 for children aged 4 to 12, and children under 4 get in free. "
    "Latecomers are not admitted once a show has begun. "
    "The current show, 'Journey to Jupiter', runs until March 31, 2025; it was written by astronomer Dr. Ellen Shaw and is narrated by actor Samuel Price."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-bp-001", "para.reorder", "When is the Brightwater Eye Clinic open on Saturdays?", "On Saturdays, from 9:00 a.m. to 1:00 p.m., the clinic is open.", EYE_CLINIC, True),
    w.faith("en-bp-002", "para.passive", "Who teaches Oakline Workshop's beginner course?", "The course is taught by master carpenter Helen Marsh, and she is assisted by her apprentice, Daniel Okafor.", WOODWORKING, True),
    w.faith("en-bp-003", "para.synonym", "What happens to bikes that are never picked up?", "Bikes left at the shop for more than 30 days after the repair is done are given away to a local charity.", BIKE_SHOP, True),
    w.faith("en-bp-004", "para.nominal", "Can I still get into a show after it has started?", "No. There is no admission for latecomers after the start of a show.", PLANETARIUM, True),
    w.faith("en-bp-005", "para.capital", "Where does the Highland Lantern depart from?", "It departs from Euston station in the capital of the United Kingdom.", NIGHT_TRAIN, True),
    w.faith("en-bp-006", "para.pronoun", "Who assigns visitor berths at Gull Point Marina?", "Ian Doyle does. He is the harbour master, and arriving boats have to call him on VHF channel 80.", MARINA, True),
    w.faith("en-bp-007", "para.relative", "Who designs the custom cakes at Maple Crumb?", "Lena Brooks, who is the bakery's head baker, designs every custom cake.", BAKERY, True),
    w.faith("en-bp-008", "para.part", "Can students use the inter-library loan service?", "Yes. Students can use it to borrow books from partner libraries that Carver University Library doesn't own.", INTERLIBRARY_LOAN, True),
    w.faith("en-bp-009", "para.combine", "When and where does Lingua Bridge meet?", "Lingua Bridge meets on Thursdays from 7:00 to 8:30 p.m. in Room 204 of the Eastfield Community Centre.", LANGUAGE_EXCHANGE, True),
    w.faith("en-bp-010", "fmt.number", "How long is the beginner course, and how big are the groups?", "The course runs for 6 weeks, and each group has no more than eight participants.", WOODWORKING, True),
    w.faith("en-bp-011", "fmt.thousands", "How many requests did the inter-library loan service handle last year?", "It handled 12400 requests last year.", INTERLIBRARY_LOAN, True),
    w.faith("en-bp-012", "fmt.scale", "How heavy is the 12-person round cake?", "The round cake for 12 people weighs about 1,500 grams.", BAKERY, True),
    w.faith("en-bp-013", "fmt.date", "Until when is 'Journey to Jupiter' showing?", "It is showing until 2025-03-31.", PLANETARIUM, True),
    w.faith("en-bp-014", "fmt.time", "When is the harbour office staffed in summer?", "Between April and October, someone is in the harbour office from 07:00 to 20:00.", MARINA, True),
    w.faith("en-bp-015", "fmt.unit", "How big is the planetarium dome?", "The dome is 18 m across and has room for 150 visitors.", PLANETARIUM, True),
    w.faith("en-bp-016", "fmt.abbrev", "How quickly are journal articles delivered?", "Through ILL, articles normally arrive as PDFs by email within 48 hrs.", INTERLIBRARY_LOAN, True),
    w.faith("en-bp-017", "fmt.currency", "How much is a standard eye exam at Brightwater?", "A standard eye examination costs 85 dollars.", EYE_CLINIC, True),
    w.faith("en-bp-018", "fmt.range", "How long can I book a bowling lane for?", "The maximum booking is two hours at a time.", BOWLING, True),
    w.faith("en-bp-019", "fmt.period", "How long can I keep a book I got through inter-library loan?", "You can keep it for 21 days.", INTERLIBRARY_LOAN, True),
    w.faith("en-bp-020", "fmt.share", "How much do I pay when I order a custom cake?", "You pay a 50% deposit when you order, and the remainder when you pick the cake up.", BAKERY, True),
    w.faith("en-bp-021", "para.except", "Does the Highland Lantern run every night?", "No. There is no service on Saturday nights; on all the other nights it runs.", NIGHT_TRAIN, True),
    w.faith("en-bp-022", "wrap.opener", "How much does a contact-lens fitting cost?", "Great question! A contact-lens fitting at Brightwater costs $120.", EYE_CLINIC, True),
    w.faith("en-bp-023", "wrap.closer", "What are the ticket prices at the Halden Planetarium?", "Adults pay $14 and children aged 4 to 12 pay $9. Enjoy the show!", PLANETARIUM, True),
    w.faith("en-bp-024", "wrap.attribution", "What does a full service cost at Spokes & Sprockets?", "According to the document, a full service costs $130.", BIKE_SHOP, True),
    w.faith("en-bp-025", "wrap.hedge", "What does the woodworking course fee cover?", "I think the $340 fee covers all the timber and the use of the workshop's tools.", WOODWORKING, True),
    w.faith("en-bp-026", "wrap.question", "What fuel can I buy at Gull Point Marina?", "Only diesel is sold at the pontoon. Does your boat run on diesel?", MARINA, True),
    w.faith("en-bp-027", "value.number", "How many lanes does Strike City Bowling have?", "Strike City Bowling has 32 lanes.", BOWLING, False),
    w.faith("en-bp-028", "value.date", "Until when is 'Journey to Jupiter' showing?", "'Journey to Jupiter' runs until April 30, 2025.", PLANETARIUM, False),
    w.faith("en-bp-029", "value.time", "When does the Highland Lantern reach Inverness?", "It reaches Inverness at 9:40 a.m. the next morning.", NIGHT_TRAIN, False),
    w.faith("en-bp-030", "value.unit", "How big a boat can Gull Point Marina take?", "Its berths take boats up to 15 feet long.", MARINA, False),
    w.faith("en-bp-031", "value.currency", "How much is a bunk in a shared twin cabin?", "A bunk in a shared twin cabin costs €145.", NIGHT_TRAIN, False),
    w.faith("en-bp-032", "role.swap", "Who runs the beginner woodworking course?", "Daniel Okafor teaches the course, and his apprentice Helen Marsh assists him.", WOODWORKING, False),
    w.faith("en-bp-033", "negation", "Can I collect my custom cake on a Saturday?", "No, custom cakes cannot be collected on Saturdays.", BAKERY, False),
    w.faith("en-bp-034", "antonym", "Which Lingua Bridge meeting is free?", "The last meeting of the term is free.", LANGUAGE_EXCHANGE, False),
    w.faith("en-bp-035", "modality", "Do I need to bring anything to the woodworking course?", "Students may bring their own safety glasses if they like, but it is optional.", WOODWORKING, False),
    w.faith("en-bp-036", "quantifier", "How long do repairs take at Spokes & Sprockets?", "All repairs are finished within 3 working days.", BIKE_SHOP, False),
    w.faith("en-bp-037", "value.except", "Is Strike City Bowling open on Christmas Day?", "Yes, it is open on Christmas Day from noon to midnight, just like every other day.", BOWLING, False),
    w.faith("en-bp-038", "direction", "When do I have to pay a cancellation fee at the eye clinic?", "The $25 fee applies if you cancel more than 24 hours before the appointment, unless you bring a doctor's note.", EYE_CLINIC, False),
    w.faith("en-bp-039", "added.fact", "How much does Lingua Bridge membership cost?", "Membership costs $20 for a 12-week term and is paid online.", LANGUAGE_EXCHANGE, False),
    w.faith("en-bp-040", "added.entity", "Who assigns the visitor berths at Gull Point?", "Harbour master Ian Doyle and his deputy, Fiona Grant, assign the visitor berths.", MARINA, False),
    w.faith("en-bp-041", "mixed", "How long does a planetarium show last?", "Each show lasts 40 minutes, and all the seats recline fully.", PLANETARIUM, False),
]

REFUSAL = [
    w.refusal("en-bp-042", "refusal.plain", "Does Strike City Bowling serve food?", "I don't know whether Strike City Bowling serves food.", BOWLING, True),
    w.refusal("en-bp-043", "refusal.context", "Does the Brightwater Eye Clinic accept health insurance?", "The provided context says nothing about health insurance, so I can't answer that.", EYE_CLINIC, True),
    w.refusal("en-bp-044", "refusal.short", "Are there showers at Gull Point Marina?", "I can't say.", MARINA, True),
    w.refusal("en-bp-045", "refusal.long", "How many partner libraries does the inter-library loan service work with?", "Thank you for your question. Unfortunately, the information I have about Carver University Library's inter-library loan service does not mention how many partner libraries take part, so I'm not able to give you a number. The library staff should be able to tell you. I'm sorry I couldn't be more helpful.", INTERLIBRARY_LOAN, True),
    w.refusal("en-bp-046", "refusal.hedged", "How long does a show at the Halden Planetarium last?", "I'm not entirely sure, but I believe each show lasts 40 minutes.", PLANETARIUM, False),
    w.refusal("en-bp-047", "refusal.partial", "How much is a two-tier cake, and can it be made gluten-free?", "A two-tier cake for 40 people costs $165, but the information doesn't say whether gluten-free cakes are available.", BAKERY, False),
]

CORRECTNESS = [
    w.correct("en-bp-048", "correct.wordy", "How long does each show at the Halden Planetarium last?", "Each of the shows at the Halden Planetarium lasts for a total of 40 minutes from beginning to end, so you should plan on spending about forty minutes under the dome.", "Each show lasts 40 minutes.", True),
    w.correct("en-bp-049", "correct.short", "What does a basic tune-up cost at Spokes & Sprockets?", "$55.", "A basic tune-up costs $55.", True),
    w.correct("en-bp-050", "correct.format", "What time does the Highland Lantern leave London?", "At 21:15.", "It leaves London Euston at 9:15 p.m.", True),
    w.correct("en-bp-051", "wrong.value", "What is the minimum age for the beginner woodworking course?", "Participants must be at least 14 years old.", "The minimum age is 16.", False),
    w.correct("en-bp-052", "wrong.echo", "Which fuel is sold at the Gull Point Marina pontoon?", "The fuel sold at the Gull Point Marina pontoon is petrol.", "Only diesel is sold there.", False),
    w.correct("en-bp-053", "wrong.role", "Who wrote 'Journey to Jupiter', and who narrates it?", "Samuel Price wrote it, and Dr. Ellen Shaw narrates it.", "It was written by astronomer Dr. Ellen Shaw and is narrated by actor Samuel Price.", False),
]

RELEVANCY = [
    w.relevant("en-bp-054", "relevant.direct", "When is Spokes & Sprockets open?", "It's open Tuesday to Saturday, from 9:30 a.m. to 6:00 p.m.", BIKE_SHOP, True),
    w.relevant("en-bp-055", "relevant.yesno", "Can I drive straight after getting dilating drops?", "No, you must wait at least 4 hours before driving.", EYE_CLINIC, True),
    w.relevant("en-bp-056", "offtopic.true", "How far in advance do I have to order a custom cake?", "Decorations with fresh flowers cost $15 extra.", BAKERY, False),
    w.relevant("en-bp-057", "offtopic.other", "How much does shoe rental cost at Strike City Bowling?", "The Wednesday league is run by manager Carlos Ortega, and teams of four compete for a trophy.", BOWLING, False),
]

DIAGNOSIS = [
    w.diag("en-bp-058", "diag.pass", "How much is a child's ticket at the Halden Planetarium?", "Children aged 4 to 12 pay $9, and children under 4 get in free.", {"planetarium": PLANETARIUM, "bike-shop": BIKE_SHOP}, ("planetarium",), "pass"),
    w.diag("en-bp-059", "diag.offtopic", "What do students build in the beginner woodworking course?", "The course fee is $340.", {"woodworking": WOODWORKING, "marina": MARINA}, ("woodworking",), "fix_generation"),
    w.diag("en-bp-060", "diag.unfaithful", "How much is a private cabin on the Highland Lantern?", "A private cabin costs £210, breakfast included.", {"night-train": NIGHT_TRAIN, "bowling": BOWLING}, ("night-train",), "fix_generation"),
    w.diag("en-bp-061", "diag.refused", "How long do inter-library loan books take to arrive?", "I'm sorry, but the information provided doesn't say how long books take to arrive.", {"interlibrary-loan": INTERLIBRARY_LOAN, "eye-clinic": EYE_CLINIC}, ("interlibrary-loan",), "fix_generation"),
    w.diag("en-bp-062", "diag.missed", "What does a two-tier custom cake cost at Maple Crumb Bakery?", "The documents I have don't mention any cake prices, so I can't answer that.", {"bowling": BOWLING, "marina": MARINA}, ("bakery",), "fix_retrieval"),
    w.diag("en-bp-063", "diag.correct_refusal", "Which languages can I practise at Lingua Bridge?", "The available information doesn't say which languages are offered at Lingua Bridge.", {"language-exchange": LANGUAGE_EXCHANGE, "planetarium": PLANETARIUM}, (), "correct_refusal"),
    w.diag("en-bp-064", "diag.should_refuse", "Does Spokes & Sprockets sell electric bikes?", "Yes, Spokes & Sprockets sells a range of electric bikes starting at $1,200.", {"bike-shop": BIKE_SHOP, "eye-clinic": EYE_CLINIC}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
