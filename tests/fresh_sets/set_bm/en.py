"""English cases of fresh set bm. Scenarios: Larkspur Veterinary Clinic, the Coastal Rail
Flex Pass, the Tagus Light photography workshop in Lisbon, the Elmwood Public Library's
e-book app BookNest, the Granite Loft climbing gym, Saffron & Sage Catering, Clearway
Driving School, Pine Hollow Campsite, the FixPoint phone repair shop and the Meridian
Concert Hall."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

VET = "Larkspur Veterinary Clinic on Hollis Road is open Monday to Saturday from 8:00 to 18:30 and is closed on Sundays. Dr. Amelia Ruiz is the clinic's head surgeon, and Dr. Tom Becker handles dental care. A standard consultation costs $65, and vaccinations for cats and dogs cost $38 per dose. Dogs over 25 kg must be weighed at the front desk before any anaesthesia. Emergency calls outside opening hours are forwarded to the Northgate Animal Hospital, 12 km away."

TRAIN = "The Coastal Rail Flex Pass costs €249 and gives 15 days of unlimited second-class travel in Portugal. Travellers under 26 get a 25% discount on the pass. Seat reservations are required only on Alfa Pendular high-speed trains and cost €5 each. The pass must be activated at a station ticket office before the first journey. It is valid on all regional and intercity trains except the night train to Madrid."

WORKSHOP = "The Tagus Light photography workshop takes place in Lisbon from 14 to 16 June 2025. The photographer Inês Moura leads the workshop, and the lighting technician Paul Grant assists her. The fee is €420 and includes three lunches but not accommodation. Participants need a camera with manual exposure settings; smartphones are not accepted. The group is limited to 12 people, and registration closes on 31 May."

LIBRARY = "The Elmwood Public Library lends e-books through its free app, BookNest. Each card holder can borrow up to 8 e-books at a time, and every loan lasts 21 days. A title can be renewed once, unless another reader has placed a hold on it. Audiobooks count towards the same limit of 8 titles. Children under 12 need a parent's consent to open an account. There are no late fees, because loans expire automatically."

GYM = "Granite Loft climbing gym opens at 6:30 on weekdays and at 9:00 at weekends, and it closes at 22:00 every day. A single day pass costs $24, and a ten-visit card costs $200. First-time visitors must complete a 30-minute safety induction before they climb. Rope climbing is allowed only with a partner who holds a belay certificate, but the bouldering area has no such requirement. Climbing shoes can be rented for $5."

CATERING = "Saffron & Sage Catering serves events of 20 to 300 guests. Its buffet menu costs $32 per person, and a plated three-course dinner costs $54 per person. Every menu includes at least one vegan dish. Orders must be confirmed at least 10 days before the event, and half of the total price is due as a deposit at booking. The company was founded in 2012 by chef Marcus Lee and Dana Whitfield. Dana Whitfield is also in charge of sales."

DRIVING = "Clearway Driving School offers a package of 20 lessons of 45 minutes each for $780. Lessons run Monday to Friday from 7:00 to 20:00. Students must hold a valid learner's permit before their first lesson. The instructor Greg Olsen teaches manual cars, while Priya Nair teaches automatic cars. Lessons cancelled less than 24 hours in advance are charged in full."

CAMPSITE = "Pine Hollow Campsite is open from 1 May to 30 September. A tent pitch costs $28 per night for up to 4 people, and each extra person pays $6 per night. Quiet hours run from 22:00 to 7:00. Campfires are allowed only in the metal fire rings and are banned entirely when the fire danger level is high. The lake is 300 metres from the reception, and dogs are welcome on a leash."

REPAIR = "FixPoint repairs phones at its shop on Carver Street. A screen replacement takes about 2 hours and costs between $89 and $199, depending on the model. Battery replacements cost $59 and are done while you wait. Every repair comes with a 90-day warranty, except repairs of water damage, which have no warranty. The shop is run by Leo Marsh. The technician Nina Park handles data recovery."

CONCERT = "The Meridian Concert Hall seats 1,850 people: 1,200 in the stalls and 650 in the balcony. Doors open 45 minutes before each performance, and latecomers are admitted only during the first interval. Tickets for the Friday symphony series range from $35 to $120. Students with a valid ID can buy rush tickets for $15 one hour before the show. The hall's resident orchestra is conducted by Helena Voss, and its concertmaster is Samuel Adeyemi."

# fmt: off
FAITHFULNESS = [
    w.faith("en-bm-001", "para.reorder", "When is Larkspur Veterinary Clinic open?", "On Sundays it stays closed; from Monday to Saturday you can come in between 8:00 and 18:30.", VET, True),
    w.faith("en-bm-002", "para.passive", "Who leads the Tagus Light workshop?", "The workshop is led by the photographer Inês Moura, and she is assisted by the lighting technician Paul Grant.", WORKSHOP, True),
    w.faith("en-bm-003", "para.synonym", "How many e-books can I borrow from Elmwood at once?", "A card holder may check out a maximum of 8 e-books simultaneously.", LIBRARY, True),
    w.faith("en-bm-004", "para.nominal", "What do first-time visitors have to do before climbing at Granite Loft?", "Completion of a 30-minute safety induction is mandatory for first-time visitors before any climbing.", GYM, True),
    w.faith("en-bm-005", "para.capital", "In which city is the Tagus Light workshop held?", "It is held in the Portuguese capital.", WORKSHOP, True),
    w.faith("en-bm-006", "para.pronoun", "What kind of cars does Priya Nair teach at Clearway?", "She teaches automatic cars.", DRIVING, True),
    w.faith("en-bm-007", "para.relative", "Who founded Saffron & Sage Catering?", "It was founded in 2012 by chef Marcus Lee and Dana Whitfield, who is also in charge of sales.", CATERING, True),
    w.faith("en-bm-008", "para.part", "How many seats are in the balcony of the Meridian Concert Hall?", "650 of the hall's seats are in the balcony.", CONCERT, True),
    w.faith("en-bm-009", "para.combine", "Who runs FixPoint, and who handles data recovery there?", "Leo Marsh runs the shop, where the technician Nina Park takes care of data recovery.", REPAIR, True),
    w.faith("en-bm-010", "fmt.number", "How many people does the basic pitch price at Pine Hollow cover?", "The $28 nightly price covers up to four people.", CAMPSITE, True),
    w.faith("en-bm-011", "fmt.thousands", "How many people does the Meridian Concert Hall seat?", "It has room for 1850 people.", CONCERT, True),
    w.faith("en-bm-012", "fmt.scale", "How far is the lake from the campsite reception?", "The lake is only 0.3 km from the reception.", CAMPSITE, True),
    w.faith("en-bm-013", "fmt.date", "When does the Tagus Light workshop take place?", "It runs from 2025-06-14 to 2025-06-16.", WORKSHOP, True),
    w.faith("en-bm-014", "fmt.time", "What time does Granite Loft open on weekdays?", "On weekdays it opens at half past six in the morning.", GYM, True),
    w.faith("en-bm-015", "fmt.unit", "Which dogs have to be weighed before anaesthesia at Larkspur?", "Any dog over 25 kilograms must be weighed at the front desk before anaesthesia.", VET, True),
    w.faith("en-bm-016", "fmt.abbrev", "When are lessons held at Clearway Driving School?", "Lessons are held Mon–Fri, 7:00–20:00.", DRIVING, True),
    w.faith("en-bm-017", "fmt.currency", "How much is the buffet menu at Saffron & Sage?", "The buffet menu is 32 dollars per person.", CATERING, True),
    w.faith("en-bm-018", "fmt.range", "How much do tickets for the Friday symphony series cost?", "The cheapest ticket is $35 and the most expensive one is $120.", CONCERT, True),
    w.faith("en-bm-019", "fmt.period", "How long does an e-book loan from Elmwood last?", "Each loan lasts three weeks.", LIBRARY, True),
    w.faith("en-bm-020", "fmt.share", "How much do I have to pay when I book Saffron & Sage?", "A deposit of 50% of the total price is due when you book.", CATERING, True),
    w.faith("en-bm-021", "para.except", "Which repairs at FixPoint come with a warranty?", "All repairs carry a 90-day warranty; water-damage repairs are the only ones without one.", REPAIR, True),
    w.faith("en-bm-022", "wrap.opener", "How much does the Coastal Rail Flex Pass cost?", "Thanks for your question! The Flex Pass costs €249 and covers 15 days of unlimited second-class travel.", TRAIN, True),
    w.faith("en-bm-023", "wrap.closer", "When are quiet hours at Pine Hollow?", "Quiet hours run from 22:00 to 7:00. I hope you have a lovely stay!", CAMPSITE, True),
    w.faith("en-bm-024", "wrap.attribution", "Does the Elmwood e-book service charge late fees?", "According to the library's information, there are no late fees, since loans expire automatically.", LIBRARY, True),
    w.faith("en-bm-025", "wrap.hedge", "How much does a ten-visit card at Granite Loft cost?", "I believe a ten-visit card costs $200.", GYM, True),
    w.faith("en-bm-026", "wrap.question", "How much is a vaccination for my dog at Larkspur?", "Vaccinations for dogs cost $38 per dose. Would you also like to know what a standard consultation costs?", VET, True),
    w.faith("en-bm-027", "value.number", "How long is the safety induction at Granite Loft?", "The safety induction for first-time visitors takes 45 minutes.", GYM, False),
    w.faith("en-bm-028", "value.date", "During which period is Pine Hollow Campsite open?", "The campsite is open from 1 May to 31 October.", CAMPSITE, False),
    w.faith("en-bm-029", "value.time", "Until what time are lessons given at Clearway?", "Lessons are given on weekdays until 21:00.", DRIVING, False),
    w.faith("en-bm-030", "value.unit", "Where are emergency calls forwarded outside Larkspur's opening hours?", "They are forwarded to the Northgate Animal Hospital, which is 12 miles away.", VET, False),
    w.faith("en-bm-031", "value.currency", "How much does a seat reservation on an Alfa Pendular train cost?", "Each seat reservation costs 5 dollars.", TRAIN, False),
    w.faith("en-bm-032", "role.swap", "Who teaches manual cars at Clearway?", "Priya Nair teaches manual cars, and Greg Olsen teaches automatic ones.", DRIVING, False),
    w.faith("en-bm-033", "negation", "Can I take part in the workshop with just a smartphone?", "Yes, smartphones are accepted at the workshop.", WORKSHOP, False),
    w.faith("en-bm-034", "antonym", "When are campfires banned at Pine Hollow?", "Campfires are banned entirely when the fire danger level is low.", CAMPSITE, False),
    w.faith("en-bm-035", "modality", "Do I need to activate the Flex Pass before travelling?", "Activation is optional: you may activate the pass at a station ticket office before your first journey, but you don't have to.", TRAIN, False),
    w.faith("en-bm-036", "quantifier", "Do Saffron & Sage's menus include vegan food?", "Only some of the menus include a vegan dish.", CATERING, False),
    w.faith("en-bm-037", "value.except", "Is there a warranty on a water-damage repair at FixPoint?", "Yes, water-damage repairs are the only repairs that come with the 90-day warranty.", REPAIR, False),
    w.faith("en-bm-038", "direction", "When is a cancelled lesson at Clearway charged in full?", "A lesson is charged in full if you cancel it more than 24 hours in advance.", DRIVING, False),
    w.faith("en-bm-039", "added.fact", "Can I renew an e-book from Elmwood?", "Yes, a title can be renewed once if nobody else has placed a hold on it, and the renewal gives you another 14 days.", LIBRARY, False),
    w.faith("en-bm-040", "added.entity", "Who conducts the Meridian Concert Hall's resident orchestra?", "Helena Voss conducts it, together with her assistant conductor Marco Bellini.", CONCERT, False),
    w.faith("en-bm-041", "mixed", "Can I rent climbing shoes at Granite Loft?", "Yes, climbing shoes can be rented for $5, and chalk bags are available for $3.", GYM, False),
]

REFUSAL = [
    w.refusal("en-bm-042", "refusal.plain", "Does Larkspur Veterinary Clinic treat reptiles?", "I'm sorry, but I don't know whether the clinic treats reptiles.", VET, True),
    w.refusal("en-bm-043", "refusal.context", "Can I upgrade the Coastal Rail Flex Pass to first class?", "The provided context doesn't mention any first-class upgrade, so I can't answer that from the information given.", TRAIN, True),
    w.refusal("en-bm-044", "refusal.short", "Is there Wi-Fi at Pine Hollow Campsite?", "I don't know.", CAMPSITE, True),
    w.refusal("en-bm-045", "refusal.long", "Does FixPoint also repair tablets?", "Thank you for your question. Unfortunately, the information I have about FixPoint only covers its phone repairs, such as screens, batteries, warranties and data recovery, and it says nothing at all about tablets. I'm therefore not able to tell you whether they repair tablets; contacting the shop directly would be the most reliable way to find out. I apologise that I can't be more helpful here.", REPAIR, True),
    w.refusal("en-bm-046", "refusal.hedged", "How early do the doors open before a concert at the Meridian?", "I'm not completely sure, but I believe the doors open 45 minutes before each performance.", CONCERT, False),
    w.refusal("en-bm-047", "refusal.partial", "How much does Clearway's 20-lesson package cost, and is there a student discount?", "The package of 20 lessons costs $780. I can't tell you whether there is a student discount, because the information doesn't mention one.", DRIVING, False),
]

CORRECTNESS = [
    w.correct("en-bm-048", "correct.wordy", "How much does a battery replacement at FixPoint cost?", "Thanks for asking! If your phone needs a new battery, FixPoint will charge you $59 for the replacement, so that is the amount you should plan for.", "A battery replacement at FixPoint costs $59.", True),
    w.correct("en-bm-049", "correct.short", "What is the largest number of guests Saffron & Sage Catering can serve at an event?", "300.", "Saffron & Sage Catering serves events of up to 300 guests.", True),
    w.correct("en-bm-050", "correct.format", "On what date does the Tagus Light workshop begin?", "June 14th, 2025.", "The workshop begins on 14 June 2025.", True),
    w.correct("en-bm-051", "wrong.value", "How long does an e-book loan from the Elmwood Public Library last?", "Each e-book loan lasts 14 days.", "Each e-book loan lasts 21 days.", False),
    w.correct("en-bm-052", "wrong.echo", "At least how many days before the event must a Saffron & Sage catering order be confirmed?", "A Saffron & Sage catering order must be confirmed at least 2 days before the event.", "Orders must be confirmed at least 10 days before the event.", False),
    w.correct("en-bm-053", "wrong.role", "Who conducts the resident orchestra of the Meridian Concert Hall, and who is its concertmaster?", "Samuel Adeyemi conducts the orchestra, and Helena Voss is its concertmaster.", "Helena Voss conducts the resident orchestra, and Samuel Adeyemi is its concertmaster.", False),
]

RELEVANCY = [
    w.relevant("en-bm-054", "relevant.direct", "What time does Granite Loft close?", "It closes at 22:00 every day.", GYM, True),
    w.relevant("en-bm-055", "relevant.direct", "How much does an extra person pay on a tent pitch at Pine Hollow?", "Each extra person pays $6 per night.", CAMPSITE, True),
    w.relevant("en-bm-056", "relevant.yesno", "Do audiobooks count towards the e-book borrowing limit at Elmwood?", "Yes, audiobooks count towards the same limit of 8 titles.", LIBRARY, True),
    w.relevant("en-bm-057", "offtopic.true", "How much does a standard consultation cost at Larkspur?", "Dr. Tom Becker handles dental care at the clinic.", VET, False),
    w.relevant("en-bm-058", "offtopic.other", "Who gets a discount on the Coastal Rail Flex Pass?", "You have to activate the pass at a station ticket office before your first journey.", TRAIN, False),
]

DIAGNOSIS = [
    w.diag("en-bm-059", "diag.pass", "How much does a plated dinner cost per person at Saffron & Sage?", "A plated three-course dinner costs $54 per person.", {"catering": CATERING, "concert": CONCERT}, ("catering",), "pass"),
    w.diag("en-bm-060", "diag.offtopic", "How long does a screen replacement take at FixPoint?", "FixPoint's shop is on Carver Street and is run by Leo Marsh.", {"repair": REPAIR, "library": LIBRARY}, ("repair",), "fix_generation"),
    w.diag("en-bm-061", "diag.unfaithful", "How much does a single day pass cost at Granite Loft?", "A single day pass costs $32.", {"gym": GYM, "campsite": CAMPSITE}, ("gym",), "fix_generation"),
    w.diag("en-bm-062", "diag.refused", "How many people can join the Tagus Light workshop?", "I'm sorry, the documents don't say how many participants the workshop accepts.", {"workshop": WORKSHOP, "driving": DRIVING}, ("workshop",), "fix_generation"),
    w.diag("en-bm-063", "diag.missed", "Does a water-damage repair at FixPoint come with a warranty?", "The documents I have don't cover FixPoint's warranty terms, so I can't answer that.", {"vet": VET, "train": TRAIN}, ("repair",), "fix_retrieval"),
    w.diag("en-bm-064", "diag.correct_refusal", "How much does parking cost at the Meridian Concert Hall?", "The available information doesn't mention parking at the concert hall, so I can't say what it costs.", {"concert": CONCERT, "catering": CATERING}, (), "correct_refusal"),
    w.diag("en-bm-065", "diag.should_refuse", "Does Pine Hollow Campsite rent out kayaks?", "Yes, kayaks can be rented at the reception for $15 an hour.", {"campsite": CAMPSITE, "gym": GYM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
