"""Fresh set K, English: every phenomenon of the table at least once, over a botanical
garden, a courier company, a stadium, a student loan scheme, a ceramics workshop, a marina,
a medical laboratory, a cable car, a bookshop, a youth hostel, a wedding venue, a dance
school, a cemetery office, an observatory and a cheese dairy's history."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

GARDEN = (
    "The Halden Botanical Garden is open from 9:00 to 18:00 every day except Monday. "
    "Adult tickets cost $12, and children under 12 enter free. "
    "The palm house was restored in 2019 with a grant from the city council. "
    "Guided tours in English start at 11:00 on Saturdays."
)
COURIER = (
    "Swiftline Couriers delivers parcels weighing up to 30 kg. "
    "Same-day delivery within the city costs $18 and must be booked before 11:00. "
    "Parcels that cannot be delivered are kept at the depot for 14 days before being returned to the sender."
)
STADIUM = (
    "Northgate Stadium has a capacity of 42,000 seats. It was opened in 1998 and renovated in 2015. "
    "Gates open two hours before kick-off. Bags larger than A4 are not allowed inside."
)
LOAN = (
    "Under the Brightpath Student Loan Scheme, students can borrow up to $9,500 per year. "
    "Repayments begin six months after graduation. "
    "Interest is fixed at 3.5% for the whole term of the loan. "
    "Applications must be submitted by 30 June."
)
CERAMICS = (
    "The Clayhouse ceramics workshop runs beginner courses on Tuesday and Thursday evenings from 18:30 to 20:30. "
    "A course lasts eight weeks and costs €240, clay and glazes included. "
    "Participants may fire up to five pieces per course in the kiln."
)
MARINA = (
    "The Westport city marina has 320 berths. Visiting boats pay £3 per metre per night. "
    "The harbour office is staffed from 8:00 to 20:00 between April and October. "
    "Boats longer than 18 metres must reserve a berth in advance."
)
LAB = (
    "Samples for blood tests at the Corvin Medical Laboratory are taken on weekdays between 7:00 and 10:00. "
    "Patients must fast for at least 8 hours before a glucose test. "
    "Results are usually available within 48 hours and are sent to the referring doctor."
)
CABLE = (
    "The Alpspitz cable car climbs 1,250 metres from the valley station to the summit. "
    "A cabin holds 80 passengers and the ride takes 9 minutes. "
    "The cable car does not run when wind speeds exceed 70 km/h. "
    "Its renovation in 2021 cost 3.2 million euros."
)
BOOKSHOP = (
    "Marlow & Finch is a second-hand bookshop founded in 1974 by Edith Marlow. "
    "The shop buys used books on Wednesdays only. "
    "Customers who bring back a book they bought receive 50% of the price as store credit."
)
HOSTEL = (
    "The Lakeside Youth Hostel has 64 beds in 12 dormitories. "
    "Breakfast is included in the price and served from 7:00 to 9:30. "
    "Check-in starts at 15:00 and the reception closes at midnight. "
    "Guests under 16 must be accompanied by an adult."
)
WEDDING = (
    "Rosemere Hall can host wedding receptions of up to 150 guests. "
    "The hall is available from noon until 1:00 a.m. "
    "A deposit of 25% of the rental fee is required to confirm the booking. "
    "Fireworks are not permitted on the grounds."
)
DANCE = (
    "The Vela Dance School offers salsa, tango and ballet classes for adults. "
    "A monthly pass costs $85 and allows unlimited classes. "
    "New students can take their first class for free. "
    "The school is closed during the first two weeks of August."
)
CEMETERY = (
    "The Municipal Cemetery Office of Greenford handles grave leases and burial permits. "
    "A grave lease runs for 25 years and can be renewed once. "
    "The office is open Monday to Friday from 8:30 to 16:00."
)
OBSERVATORY = (
    "The Kessler Observatory holds public stargazing nights every Friday from 20:00, weather permitting. "
    "Its main telescope has a mirror 1.2 metres in diameter. "
    "Tickets cost $15 and must be booked online."
)
DAIRY = (
    "The Oakridge cheese dairy was founded in 1892 by Thomas Hale. "
    "In 1931 Hale sold the dairy to the Brandt family. "
    "Margaret Brandt inherited it from her father in 1968 and ran it until 2004."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases and formats
    w.faith("en-k-001", "para.reorder", "When is the botanical garden open?", "Every day except Monday, the Halden Botanical Garden is open from 9:00 to 18:00.", GARDEN, True),
    w.faith("en-k-002", "para.passive", "What happened to the dairy in 1931?", "In 1931 the dairy was sold by Thomas Hale to the Brandt family.", DAIRY, True),
    w.faith("en-k-003", "para.synonym", "Until what time can I book same-day delivery?", "Same-day deliveries within the city have to be booked before 11:00, and they cost $18.", COURIER, True),
    w.faith("en-k-004", "para.nominal", "When do repayments start?", "The start of repayments is six months after graduation.", LOAN, True),
    w.faith("en-k-005", "para.capital", "When are the stargazing nights?", "PUBLIC STARGAZING NIGHTS ARE HELD EVERY FRIDAY FROM 20:00, WEATHER PERMITTING.", OBSERVATORY, True),
    w.faith("en-k-006", "para.pronoun", "How many passengers fit in a cabin?", "It holds 80 passengers.", CABLE, True),
    w.faith("en-k-007", "para.relative", "Who founded Marlow & Finch?", "Marlow & Finch, which is a second-hand bookshop, was founded by Edith Marlow in 1974.", BOOKSHOP, True),
    w.faith("en-k-008", "para.part", "Is breakfast included?", "Yes, breakfast is included in the price.", HOSTEL, True),
    w.faith("en-k-009", "para.combine", "How much does the marina charge visitors?", "The Westport marina, which has 320 berths, charges visiting boats £3 per metre per night.", MARINA, True),
    w.faith("en-k-010", "fmt.number", "How long does a beginner course last?", "A beginner course at Clayhouse lasts 8 weeks.", CERAMICS, True),
    w.faith("en-k-011", "fmt.thousands", "How many seats does Northgate Stadium have?", "Northgate Stadium has a capacity of 42000 seats.", STADIUM, True),
    w.faith("en-k-012", "fmt.scale", "How much did the cable car's renovation cost?", "The renovation of the cable car in 2021 cost €3,200,000.", CABLE, True),
    w.faith("en-k-013", "fmt.date", "What is the application deadline?", "Applications must be submitted by June 30.", LOAN, True),
    w.faith("en-k-014", "fmt.time", "From what time can I check in?", "Check-in starts at 3 p.m.", HOSTEL, True),
    w.faith("en-k-015", "fmt.unit", "How high does the cable car climb?", "The cable car climbs 1.25 km from the valley station to the summit.", CABLE, True),
    w.faith("en-k-016", "fmt.abbrev", "When is the cemetery office open?", "The office is open Mon–Fri, 8:30–16:00.", CEMETERY, True),
    w.faith("en-k-017", "fmt.currency", "How much is a monthly pass?", "A monthly pass costs USD 85 and allows unlimited classes.", DANCE, True),
    w.faith("en-k-018", "fmt.range", "When are blood samples taken?", "Blood samples are taken on weekdays, 7:00–10:00.", LAB, True),
    w.faith("en-k-019", "fmt.period", "How long are undeliverable parcels kept at the depot?", "They stay at the depot for two weeks before being returned to the sender.", COURIER, True),
    w.faith("en-k-020", "fmt.share", "How much deposit is needed to book the hall?", "A deposit of a quarter of the rental fee is required to confirm the booking.", WEDDING, True),
    w.faith("en-k-021", "para.except", "Is the garden open on Mondays?", "No, the garden is closed on Mondays. On all other days it is open from 9:00 to 18:00.", GARDEN, True),
    w.faith("en-k-022", "wrap.opener", "How much do observatory tickets cost?", "Sure! Tickets cost $15, and they must be booked online.", OBSERVATORY, True),
    w.faith("en-k-023", "wrap.closer", "Are materials included in the course price?", "Yes, the €240 course fee includes clay and glazes. I hope this helps!", CERAMICS, True),
    w.faith("en-k-024", "wrap.attribution", "Do I need to fast before a glucose test?", "According to the laboratory information, patients must fast for at least 8 hours before a glucose test.", LAB, True),
    w.faith("en-k-025", "wrap.hedge", "Who founded the Oakridge dairy?", "I believe it was Thomas Hale, who founded the dairy in 1892.", DAIRY, True),
    w.faith("en-k-026", "wrap.question", "What time is breakfast?", "Breakfast is served from 7:00 to 9:30. Would you like to know the check-in time as well?", HOSTEL, True),
    # one clear error each
    w.faith("en-k-027", "value.number", "How many beds does the hostel have?", "The Lakeside Youth Hostel has 46 beds in 12 dormitories.", HOSTEL, False),
    w.faith("en-k-028", "value.date", "When was the stadium opened?", "Northgate Stadium opened in 1989 and was renovated in 2015.", STADIUM, False),
    w.faith("en-k-029", "value.time", "What time do the stargazing nights start?", "They start at 21:00 every Friday, weather permitting.", OBSERVATORY, False),
    w.faith("en-k-030", "value.unit", "How high does the cable car climb?", "The cable car climbs 1,250 feet from the valley station to the summit.", CABLE, False),
    w.faith("en-k-031", "value.currency", "How much do visiting boats pay?", "Visiting boats pay €3 per metre per night.", MARINA, False),
    w.faith("en-k-032", "role.swap", "What happened to the dairy in 1931?", "In 1931 the Brandt family sold the dairy to Thomas Hale.", DAIRY, False),
    w.faith("en-k-033", "negation", "Can new students try a class for free?", "No, new students cannot take their first class for free.", DANCE, False),
    w.faith("en-k-034", "antonym", "Which bags are not allowed in the stadium?", "Bags smaller than A4 are not allowed inside.", STADIUM, False),
    w.faith("en-k-035", "modality", "Do large boats need to book a berth?", "Boats longer than 18 metres may reserve a berth in advance, but they don't have to.", MARINA, False),
    w.faith("en-k-036", "quantifier", "How quickly are test results available?", "Results are always available within 48 hours and are sent to the referring doctor.", LAB, False),
    w.faith("en-k-037", "value.except", "Which day is the garden closed?", "The garden is open from 9:00 to 18:00 every day except Sunday.", GARDEN, False),
    w.faith("en-k-038", "direction", "When do repayments begin?", "Repayments begin six months before graduation.", LOAN, False),
    w.faith("en-k-039", "added.fact", "When are the beginner courses?", "Beginner courses run on Tuesday and Thursday evenings from 18:30 to 20:30, and each group has at most eight participants.", CERAMICS, False),
    w.faith("en-k-040", "added.entity", "Who paid for the palm house restoration?", "The palm house was restored in 2019 with a grant from the city council and the National Heritage Fund.", GARDEN, False),
    w.faith("en-k-041", "mixed", "When does the shop buy used books, and what do I get for returning a book?", "The shop buys used books on Wednesdays only, and if you bring back a book you bought you receive 30% of the price as store credit.", BOOKSHOP, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-k-042", "refusal.plain", "Does the stadium have a parking garage?", "I don't know whether the stadium has a parking garage.", STADIUM, True),
    w.refusal("en-k-043", "refusal.context", "How much is a night in a dormitory?", "The provided documents do not mention the price of a dormitory bed, so I can't tell you.", HOSTEL, True),
    w.refusal("en-k-044", "refusal.short", "Who is the director of the observatory?", "I don't know.", OBSERVATORY, True),
    w.refusal("en-k-045", "refusal.long", "Can I bring my dog on the cable car?", "I'm sorry, but I couldn't find any information about pets in the material I have. The documents describe the cable car's height, cabin capacity, ride time and wind restrictions, but they say nothing about whether dogs are allowed. Please contact the cable car operator directly to ask.", CABLE, True),
    w.refusal("en-k-046", "refusal.hedged", "How long does the cable car ride take?", "I'm not entirely certain, but the documents suggest the ride takes about 9 minutes.", CABLE, False),
    w.refusal("en-k-047", "refusal.partial", "How much does the marina charge visitors, and is there a shower block?", "Visiting boats pay £3 per metre per night. The documents don't say whether there is a shower block.", MARINA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-k-048", "correct.wordy", "In what year was Marlow & Finch founded?", "Thanks for asking! According to the shop's history, the second-hand bookshop Marlow & Finch was founded by Edith Marlow in the year 1974.", "1974.", True),
    w.correct("en-k-049", "correct.short", "How many passengers does a cabin hold?", "80.", "A cabin holds 80 passengers.", True),
    w.correct("en-k-050", "correct.format", "When is the application deadline for the student loan?", "June 30th.", "30 June.", True),
    w.correct("en-k-051", "wrong.value", "What interest rate does the Brightpath loan charge?", "The interest is fixed at 5.3%.", "A fixed rate of 3.5%.", False),
    w.correct("en-k-052", "wrong.echo", "Who inherited the Oakridge dairy in 1968?", "The Oakridge dairy was inherited in 1968.", "Margaret Brandt inherited it from her father.", False),
    w.correct("en-k-053", "wrong.role", "Who sold the dairy to whom in 1931?", "The Brandt family sold the dairy to Thomas Hale.", "Thomas Hale sold the dairy to the Brandt family.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-k-054", "relevant.direct", "How big is the main telescope?", "Its mirror measures 1.2 metres across.", OBSERVATORY, True),
    w.relevant("en-k-055", "relevant.yesno", "Can we set off fireworks at our wedding at Rosemere Hall?", "No, fireworks are not permitted on the grounds.", WEDDING, True),
    w.relevant("en-k-056", "offtopic.true", "How many guests can Rosemere Hall host?", "A deposit of 25% of the rental fee is required to confirm the booking.", WEDDING, False),
    w.relevant("en-k-057", "offtopic.other", "What time does the cemetery office open?", "The Kessler Observatory holds public stargazing nights every Friday from 20:00.", CEMETERY, False),
    w.relevant("en-k-058", "relevant.direct", "How long does a grave lease run?", "A grave lease runs for 25 years and can be renewed once.", CEMETERY, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-k-059", "diag.pass", "What time does the hostel reception close?", "The reception closes at midnight.", {"hostel-1": HOSTEL, "dance-1": DANCE}, ("hostel-1",), "pass"),
    w.diag("en-k-060", "diag.offtopic", "When is the dance school closed in summer?", "A monthly pass costs $85 and allows unlimited classes.", {"dance-1": DANCE, "garden-1": GARDEN}, ("dance-1",), "fix_generation"),
    w.diag("en-k-061", "diag.unfaithful", "How long does a grave lease run?", "A grave lease runs for 50 years.", {"cemetery-1": CEMETERY}, ("cemetery-1",), "fix_generation"),
    w.diag("en-k-062", "diag.refused", "How much is a ceramics beginner course?", "I'm sorry, the documents don't say how much the course costs.", {"clay-1": CERAMICS}, ("clay-1",), "fix_generation"),
    w.diag("en-k-063", "diag.missed", "How much does same-day delivery cost?", "I couldn't find the price of same-day delivery in the documents.", {"stadium-1": STADIUM, "marina-1": MARINA}, ("courier-2",), "fix_retrieval"),
    w.diag("en-k-064", "diag.correct_refusal", "Does the cable car offer a student discount?", "The documents don't mention any student discount for the cable car.", {"cable-1": CABLE}, (), "correct_refusal"),
    w.diag("en-k-065", "diag.should_refuse", "Does the observatory offer a discount for students?", "Yes, students pay $8 instead of $15.", {"obs-1": OBSERVATORY}, (), "should_refuse"),
    w.diag("en-k-066", "diag.pass", "Who inherited the dairy in 1968?", "Margaret Brandt inherited it from her father in 1968.", {"dairy-1": DAIRY, "book-1": BOOKSHOP}, ("dairy-1",), "pass"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
