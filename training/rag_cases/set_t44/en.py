"""English cases of set t44: the Oban–Mull ferry and its captains, a Norwich coach firm's
history, a Cardiff bus company's depots, a Bristol night bus, the London–Inverness sleeper,
a Leeds car club, a Lake District station bike hire and Manchester Airport's long-stay
parking."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FERRY = (
    "Hebridean Link runs the ferry from Oban to Craignure on Mull. "
    "The MV Morvern is commanded by Captain Ewan MacLeod, and her sister ship, the MV Ulva, by Captain Kirsty Bain. "
    "Sailings take 50 minutes. "
    "Bookings for cars open 12 weeks ahead, but foot passengers can simply turn up."
)
COACH = (
    "Tillingham Coaches was founded in Norwich in 1923 by Albert Pike with a single charabanc. "
    "It began running a daily Norwich–London coach in 1965 and was bought by Albert's granddaughter Joan Pike in 1991. "
    "Today the firm has 46 coaches and employs 110 staff."
)
DEPOT = (
    "Cardiff City Transport runs two depots. "
    "The Sloper Road depot, managed by Rhys Evans, houses 140 buses, while the Roath depot, managed by Bethan Lloyd, houses the company's 60 electric buses. "
    "Drivers must complete a refresher course every three years."
)
NIGHTBUS = (
    "The Night 72 bus runs from Bristol city centre to the University of the West of England on Friday and Saturday nights only. "
    "The first bus leaves Broadmead at 23:10 and the last at 03:40, with a bus every 20 minutes. "
    "A single costs £3.50, but students with a valid card pay £2."
)
SLEEPER = (
    "The Highland Sleeper leaves London Euston at 21:15 every night except Saturday and arrives in Inverness at 08:40. "
    "A berth in a shared cabin costs from £85, and a private room with an en-suite shower from £210. "
    "Breakfast is included for guests in private rooms."
)
CARCLUB = (
    "Members of the Greenway Car Club in Leeds can book cars by the hour from 28 street bays. "
    "Hourly rates are £6.50 for a small car and £8 for a van, plus 25p per mile. "
    "Membership costs £60 a year, and members must be at least 21."
)
BIKEHIRE = (
    "The bike hire shop at Keswick station rents out 40 bikes, including 15 electric ones. "
    "A standard bike costs £25 for a full day or £15 for half a day; e-bikes cost £45 a day. "
    "Helmets are lent free of charge. "
    "The shop is open from 9 a.m. to 5 p.m. every day except Wednesday."
)
AIRPORT = (
    "At Manchester Airport, the Long Stay car park is 10 minutes by free shuttle bus from Terminal 2. "
    "Pre-booked parking costs £9 a day, or £15 a day at the barrier. "
    "The shuttle bus runs every 15 minutes, 24 hours a day. "
    "Vehicles over 2.1 metres high must use the Meet and Greet service instead."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t44-001", "para.passive", "Who is the captain of the Morvern?", "Captain Ewan MacLeod commands the MV Morvern.", FERRY, True),
    w.faith("en-t44-002", "fmt.abbrev", "How long is the crossing to Mull?", "Each sailing takes 50 min.", FERRY, True),
    w.faith("en-t44-003", "fmt.number", "How far ahead can I book my car on the Mull ferry?", "Car bookings open twelve weeks in advance.", FERRY, True),
    w.faith("en-t44-004", "para.synonym", "Do foot passengers need to book?", "No, if you're travelling on foot you can just show up.", FERRY, True),
    w.faith("en-t44-005", "para.combine", "Who started Tillingham Coaches?", "Albert Pike founded the company in Norwich in 1923 with one charabanc, and his granddaughter Joan bought it in 1991.", COACH, True),
    w.faith("en-t44-006", "fmt.date", "When did the daily London coach begin?", "Tillingham started its daily Norwich–London service in nineteen sixty-five.", COACH, True),
    w.faith("en-t44-007", "para.part", "How big is Tillingham Coaches today?", "It has 46 coaches.", COACH, True),
    w.faith("en-t44-008", "para.relative", "Who manages the Roath depot?", "Bethan Lloyd manages the Roath depot, which houses the company's 60 electric buses.", DEPOT, True),
    w.faith("en-t44-009", "fmt.period", "How often do drivers redo their refresher training?", "Drivers have to complete a refresher course once every 36 months.", DEPOT, True),
    w.faith("en-t44-010", "para.pronoun", "How big is the Sloper Road depot?", "It houses 140 buses, and Rhys Evans is its manager.", DEPOT, True),
    w.faith("en-t44-011", "para.except", "Can I get the Night 72 on a Wednesday?", "No, the Night 72 doesn't run from Sunday to Thursday; it's a Friday and Saturday night service.", NIGHTBUS, True),
    w.faith("en-t44-012", "fmt.time", "When is the last Night 72?", "The final bus leaves Broadmead at 3:40 a.m.", NIGHTBUS, True),
    w.faith("en-t44-013", "fmt.currency", "What do students pay on the night bus?", "With a valid student card it's two pounds.", NIGHTBUS, True),
    w.faith("en-t44-014", "fmt.time", "When does the sleeper leave London?", "It departs from Euston at 9:15 p.m.", SLEEPER, True),
    w.faith("en-t44-015", "para.nominal", "What time does the sleeper get to Inverness?", "Its arrival in Inverness is at 08:40.", SLEEPER, True),
    w.faith("en-t44-016", "wrap.attribution", "Is breakfast included if I book a private room?", "According to the Highland Sleeper, breakfast is included for guests in private rooms.", SLEEPER, True),
    w.faith("en-t44-017", "fmt.currency", "Is there a mileage charge at the car club?", "Yes, on top of the hourly rate you pay twenty-five pence per mile.", CARCLUB, True),
    w.faith("en-t44-018", "wrap.opener", "Is there an age limit for the car club?", "Happy to help! Members need to be 21 or older.", CARCLUB, True),
    w.faith("en-t44-019", "para.combine", "What does it cost to hire a van?", "Vans are £8 an hour, plus 25p for every mile you drive.", CARCLUB, True),
    w.faith("en-t44-020", "para.except", "Is the Keswick bike shop open on Wednesdays?", "No, Wednesday is its closing day; on every other day it opens from 9 a.m. to 5 p.m.", BIKEHIRE, True),
    w.faith("en-t44-021", "fmt.number", "How many e-bikes does the Keswick shop have?", "Fifteen of its forty bikes are electric.", BIKEHIRE, True),
    w.faith("en-t44-022", "fmt.currency", "What's half a day on a normal bike?", "Half a day on a standard bike is fifteen pounds.", BIKEHIRE, True),
    w.faith("en-t44-023", "fmt.unit", "Can a tall van use the Long Stay car park?", "Not if it's taller than 210 cm: vehicles above that height have to use Meet and Greet.", AIRPORT, True),
    w.faith("en-t44-024", "wrap.hedge", "How often does the Long Stay shuttle run?", "I believe it runs every quarter of an hour, around the clock.", AIRPORT, True),
    w.faith("en-t44-025", "role.swap", "Who is the captain of the Morvern?", "Captain Kirsty Bain commands the MV Morvern.", FERRY, False),
    w.faith("en-t44-026", "negation", "Can foot passengers just turn up for the Mull ferry?", "No, foot passengers cannot simply turn up; they need to book.", FERRY, False),
    w.faith("en-t44-027", "value.number", "How far ahead do car bookings open?", "Bookings for cars open 8 weeks ahead.", FERRY, False),
    w.faith("en-t44-028", "value.date", "When did the daily London coach start?", "Tillingham began running its daily Norwich–London coach in 1923.", COACH, False),
    w.faith("en-t44-029", "role.swap", "Who founded Tillingham Coaches?", "Joan Pike founded the firm in 1923, and Albert Pike bought it in 1991.", COACH, False),
    w.faith("en-t44-030", "added.fact", "How many coaches does Tillingham have?", "Today the firm has 46 coaches, all of them fitted with wheelchair lifts.", COACH, False),
    w.faith("en-t44-031", "role.swap", "Who manages the depot with the electric buses?", "Rhys Evans manages the Roath depot and its 60 electric buses.", DEPOT, False),
    w.faith("en-t44-032", "modality", "Do drivers have to take refresher courses?", "Drivers are encouraged, though not required, to take a refresher course every three years.", DEPOT, False),
    w.faith("en-t44-033", "value.except", "Which nights does the Night 72 run?", "The Night 72 runs on Saturday and Sunday nights only.", NIGHTBUS, False),
    w.faith("en-t44-034", "value.currency", "How much is a standard single on the Night 72?", "A standard single costs £2.", NIGHTBUS, False),
    w.faith("en-t44-035", "antonym", "When does the first Night 72 leave?", "The last bus leaves Broadmead at 23:10.", NIGHTBUS, False),
    w.faith("en-t44-036", "value.except", "Which night does the sleeper not run?", "The Highland Sleeper runs every night except Sunday.", SLEEPER, False),
    w.faith("en-t44-037", "quantifier", "Is breakfast included on the sleeper?", "Yes, breakfast is included in every ticket, shared cabins too.", SLEEPER, False),
    w.faith("en-t44-038", "value.currency", "How much is a private room with a shower?", "A private room with an en-suite shower costs from £85.", SLEEPER, False),
    w.faith("en-t44-039", "value.currency", "What's the hourly rate for a small car?", "A small car costs £8 an hour, plus 25p per mile.", CARCLUB, False),
    w.faith("en-t44-040", "added.entity", "Where can I book a Greenway car?", "Members in Leeds and York can book Greenway cars by the hour from 28 street bays.", CARCLUB, False),
    w.faith("en-t44-041", "value.number", "How old do car club members have to be?", "Members must be at least 18.", CARCLUB, False),
    w.faith("en-t44-042", "added.fact", "Do I need to bring my own helmet and lock?", "No, helmets are lent free of charge, and so are bike locks.", BIKEHIRE, False),
    w.faith("en-t44-043", "direction", "Which vehicles have to use Meet and Greet?", "Vehicles under 2.1 metres high must use the Meet and Greet service.", AIRPORT, False),
    w.faith("en-t44-044", "value.time", "When does the Long Stay shuttle run?", "The shuttle bus runs every 15 minutes from 5 a.m. until midnight.", AIRPORT, False),
]

CORRECTNESS = [
    w.correct("en-t44-045", "correct.wordy", "How long is the sailing from Oban to Craignure?", "The ferry from Oban across to Craignure on the Isle of Mull takes 50 minutes.", "50 minutes", True),
    w.correct("en-t44-046", "correct.short", "Who manages the Sloper Road depot?", "Rhys Evans.", "The Sloper Road depot is managed by Rhys Evans.", True),
    w.correct("en-t44-047", "correct.format", "What does a full day on an e-bike cost at Keswick?", "Forty-five pounds.", "£45 per day", True),
    w.correct("en-t44-048", "correct.wordy", "When does the Highland Sleeper leave London?", "The Highland Sleeper pulls out of London Euston at 21:15 in the evening.", "21:15", True),
    w.correct("en-t44-049", "wrong.value", "When was Tillingham Coaches founded?", "In 1932.", "1923", False),
    w.correct("en-t44-050", "wrong.role", "Who commands the MV Ulva?", "Captain Ewan MacLeod.", "Captain Kirsty Bain", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
