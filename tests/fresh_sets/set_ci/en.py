"""Fresh set ci, English: a ski rental shop, a public pool, a pottery studio, a wedding barn, a coworking space, a city zoo, a bike repair shop, a language school, a night train and a farmers' market."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SKI = (
    "Summit Ski Rentals in Aspen Ridge rents out 240 pairs of skis and 85 snowboards. "
    "A full ski set costs $42 per day, and helmets are included free of charge. "
    "The shop is open every day of the season except Christmas Day, from 7:30 a.m. to 6 p.m. "
    "Renters must show a photo ID and may keep the equipment for a maximum of 14 days. "
    "Greg Halvorsen bought the shop in 2016 from its founder, Marta Lindqvist."
)
POOL = (
    "Riverside Public Pool has a 50-metre main pool with 8 lanes and a separate learners' pool. "
    "The water is kept at 27 degrees Celsius. "
    "Adult entry costs $6.50, and children under 5 swim for free. "
    "Swimmers must wear a swim cap in the main pool; goggles are recommended but not required. "
    "Lifeguard Tom Okafor supervises the morning lane sessions, which run from 6 a.m. to 8:30 a.m. on weekdays."
)
POTTERY = (
    "Clay & Kiln Studio runs a six-week wheel-throwing course for beginners, taught by ceramicist Hannah Moore. "
    "The course costs $280, which includes 12 kg of clay and all glazing. "
    "Classes meet on Tuesday evenings from 7 p.m. to 9:30 p.m. "
    "The studio's two kilns are fired every Friday, and finished pieces are ready for pickup 10 days after firing. "
    "Students may book extra open-studio time for $15 an hour."
)
WEDDING = (
    "Willow Creek Barn hosts weddings of up to 180 guests, and its lawn can seat 120 people for an outdoor ceremony. "
    "Renting the venue on a Saturday costs $9,500, while Fridays and Sundays cost $7,200. "
    "Couples must pay a deposit of $2,000 when they sign the contract. "
    "Live music has to stop by 11 p.m. "
    "Bookings for the 2026 season open on January 15, 2025, and the on-site coordinator, Rachel Dunn, meets every couple two months before the wedding."
)
COWORK = (
    "Hive Coworking on Pine Street has 120 desks spread over three floors. "
    "A hot-desk membership costs $210 a month, and a dedicated desk costs $340 a month. "
    "Members get 8 hours of meeting-room time per month. "
    "The space is open to members 24 hours a day, but the front desk is staffed only from 9 a.m. to 5 p.m. on weekdays. "
    "Hive was founded in 2018 by Priya Shah and Daniel Ortiz."
)
ZOO = (
    "Millbrook City Zoo is home to about 1,400 animals from 210 species. "
    "It is open daily from 9 a.m. to 5 p.m., and feeding the animals is forbidden everywhere except in the petting barn. "
    "Adult tickets cost $24, and children aged 3 to 12 pay $14. "
    "The head veterinarian, Dr. Amara Osei, leads a team of 6 vets. "
    "The zoo's two giraffes, Kito and Zuri, arrived from the San Diego Zoo in May 2021."
)
BIKE = (
    "Spoke & Chain is a bicycle repair shop on Elm Avenue run by mechanic Luis Romero. "
    "A basic tune-up costs $65 and takes about two days. "
    "Flat tires are fixed while you wait for $12. "
    "The shop is open Monday to Saturday from 10 a.m. to 7 p.m. "
    "Bikes that are not collected within 30 days after the repair may be sold."
)
SCHOOL = (
    "Lingua House teaches Spanish, Japanese and Arabic to adults. "
    "Group classes have at most 10 students. "
    "Each term lasts 12 weeks. "
    "A term of group classes costs $540, and private lessons cost $48 an hour. "
    "New students must take a placement test before their first class. "
    "Half of the school's 16 teachers are native speakers, and the director is Elena Petrova."
)
TRAIN = (
    "The Moonline night train runs from Amsterdam to Vienna, the capital of Austria. "
    "It leaves Amsterdam at 8:30 p.m. and arrives in Vienna at 9:15 a.m. the next day, covering about 1,150 kilometres. "
    "A bed in a six-berth couchette costs €79, and a private sleeper cabin costs €240. "
    "Breakfast is served in the cabins from 7 a.m. "
    "Pets are allowed only in private cabins."
)
MARKET = (
    "The Oakdale Farmers' Market takes place every Saturday from April to October in the town square, from 8 a.m. to 1 p.m. "
    "About 45 local farms sell there, and together they sell around 2.5 tonnes of produce each market day. "
    "A stall costs $35 per market day. "
    "Vendors may sell only food they have grown or made themselves. "
    "The Oakdale Growers' Association started the market in 2009, and Carol Jensen manages it today."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-ci-001", "para.reorder", "When can I swim in the morning lane sessions?", "On weekdays, the morning lane sessions run from 6 a.m. to 8:30 a.m.", POOL, True),
    w.faith("en-ci-002", "para.passive", "Who started the Oakdale Farmers' Market?", "The market was started in 2009 by the Oakdale Growers' Association.", MARKET, True),
    w.faith("en-ci-003", "para.synonym", "Who teaches the beginners' wheel course at Clay & Kiln?", "The instructor is ceramic artist Hannah Moore.", POTTERY, True),
    w.faith("en-ci-004", "para.nominal", "What do I need to bring to rent skis?", "Rental requires the presentation of a photo ID.", SKI, True),
    w.faith("en-ci-005", "para.capital", "Where does the Moonline go?", "It runs from Amsterdam to Austria's capital, Vienna.", TRAIN, True),
    w.faith("en-ci-006", "para.pronoun", "Who founded Hive Coworking?", "Priya Shah and Daniel Ortiz founded it in 2018.", COWORK, True),
    w.faith("en-ci-007", "para.relative", "Who runs Spoke & Chain?", "Mechanic Luis Romero runs Spoke & Chain, which is on Elm Avenue.", BIKE, True),
    w.faith("en-ci-008", "para.part", "How many people can sit on the lawn for an outdoor ceremony?", "The lawn at Willow Creek Barn seats 120 people for an outdoor ceremony.", WEDDING, True),
    w.faith("en-ci-009", "para.combine", "How big are the group classes, and how long is a term?", "Group classes run in 12-week terms with no more than 10 students.", SCHOOL, True),
    w.faith("en-ci-010", "fmt.number", "How long is the beginners' course at Clay & Kiln?", "It's a 6-week wheel-throwing course.", POTTERY, True),
    w.faith("en-ci-011", "fmt.thousands", "How many animals live at the zoo?", "Roughly 1400 animals live at Millbrook City Zoo.", ZOO, True),
    w.faith("en-ci-012", "fmt.scale", "How much produce is sold on a market day?", "Around 2,500 kilograms of produce are sold each market day.", MARKET, True),
    w.faith("en-ci-013", "fmt.date", "When can we start booking for the 2026 season?", "Bookings for the 2026 season open on 2025-01-15.", WEDDING, True),
    w.faith("en-ci-014", "fmt.time", "What time does the night train leave Amsterdam?", "The Moonline departs from Amsterdam at 20:30.", TRAIN, True),
    w.faith("en-ci-015", "fmt.unit", "How warm is the water at Riverside?", "The pool water is kept at 27 °C.", POOL, True),
    w.faith("en-ci-016", "fmt.abbrev", "Who is the zoo's head vet?", "Doctor Amara Osei is the head veterinarian.", ZOO, True),
    w.faith("en-ci-017", "fmt.currency", "How much do you charge to fix a flat?", "Fixing a flat tire costs 12 dollars, and it's done while you wait.", BIKE, True),
    w.faith("en-ci-018", "fmt.range", "How many guests can we invite to a wedding at Willow Creek Barn?", "The barn takes a maximum of 180 wedding guests.", WEDDING, True),
    w.faith("en-ci-019", "fmt.period", "How long can I keep rented equipment?", "You can keep it for two weeks at most.", SKI, True),
    w.faith("en-ci-020", "fmt.share", "How many of the teachers are native speakers?", "50% of the school's 16 teachers are native speakers.", SCHOOL, True),
    w.faith("en-ci-021", "para.except", "Is there anywhere at the zoo where I'm allowed to feed the animals?", "Yes, feeding the animals is allowed in the petting barn.", ZOO, True),
    w.faith("en-ci-022", "wrap.opener", "When is the farmers' market held?", "Great question! The market takes place every Saturday from April to October, from 8 a.m. to 1 p.m.", MARKET, True),
    w.faith("en-ci-023", "wrap.closer", "How much is adult entry at the pool?", "Adult entry costs $6.50. I hope this helps!", POOL, True),
    w.faith("en-ci-024", "wrap.attribution", "When is someone at the front desk?", "According to Hive's information, the front desk is staffed from 9 a.m. to 5 p.m. on weekdays.", COWORK, True),
    w.faith("en-ci-025", "wrap.hedge", "When is Spoke & Chain open?", "I believe the shop is open Monday to Saturday, from 10 a.m. to 7 p.m.", BIKE, True),
    w.faith("en-ci-026", "wrap.question", "How much is a private sleeper cabin on the Moonline?", "A private sleeper cabin costs €240. Would you like the couchette price as well?", TRAIN, True),
    w.faith("en-ci-027", "value.number", "How big is the zoo's collection?", "The zoo keeps about 1,400 animals from 250 species.", ZOO, False),
    w.faith("en-ci-028", "value.date", "When do bookings for the 2026 season open?", "Bookings for the 2026 season open on January 25, 2025.", WEDDING, False),
    w.faith("en-ci-029", "value.time", "When do the beginners' classes meet?", "Classes meet on Tuesday evenings from 7 p.m. to 10:30 p.m.", POTTERY, False),
    w.faith("en-ci-030", "value.unit", "How long is the Moonline's route?", "The trip from Amsterdam to Vienna covers about 1,150 miles.", TRAIN, False),
    w.faith("en-ci-031", "value.currency", "What does a dedicated desk cost at Hive?", "A dedicated desk costs $430 a month.", COWORK, False),
    w.faith("en-ci-032", "role.swap", "Who owns Summit Ski Rentals now?", "Marta Lindqvist bought the shop in 2016 from its founder, Greg Halvorsen.", SKI, False),
    w.faith("en-ci-033", "negation", "Do I need a swim cap in the main pool?", "No, swimmers don't have to wear a swim cap in the main pool.", POOL, False),
    w.faith("en-ci-034", "antonym", "Do I have to pay for a helmet?", "Yes, helmets cost extra on top of the $42 daily price for a full ski set.", SKI, False),
    w.faith("en-ci-035", "modality", "Do new students have to take a placement test?", "No, the placement test is optional for new students.", SCHOOL, False),
    w.faith("en-ci-036", "quantifier", "Are the teachers native speakers?", "Yes, all 16 of the school's teachers are native speakers.", SCHOOL, False),
    w.faith("en-ci-037", "value.except", "Can I rent skis on Christmas Day?", "Yes, Summit Ski Rentals is open on Christmas Day from 7:30 a.m. to 6 p.m.", SKI, False),
    w.faith("en-ci-038", "direction", "Which children can swim for free?", "Children over 5 swim for free at Riverside.", POOL, False),
    w.faith("en-ci-039", "added.fact", "What does a basic tune-up cost?", "A basic tune-up costs $65, takes about two days and includes a free chain cleaning.", BIKE, False),
    w.faith("en-ci-040", "added.entity", "Who runs the farmers' market today?", "Carol Jensen manages the market today, with help from her assistant Mark Ellis.", MARKET, False),
    w.faith("en-ci-041", "mixed", "Can members use Hive at night?", "Yes, the space is open to members 24 hours a day, and the front desk is staffed around the clock as well.", COWORK, False),
]
REFUSAL = [
    w.refusal("en-ci-042", "refusal.plain", "Does Riverside Public Pool have a sauna?", "I'm sorry, I don't have that information.", POOL, True),
    w.refusal("en-ci-043", "refusal.context", "Is there parking at the zoo?", "The provided documents don't mention parking at the zoo, so I can't answer that.", ZOO, True),
    w.refusal("en-ci-044", "refusal.short", "Does Spoke & Chain sell e-bikes?", "No idea.", BIKE, True),
    w.refusal("en-ci-045", "refusal.long", "Can we bring our own caterer to Willow Creek Barn?", "Thank you for your question, and congratulations on your upcoming wedding! Unfortunately, the information I have about Willow Creek Barn covers guest numbers, rental prices, the deposit and the music curfew, but it says nothing about outside caterers. I'd suggest asking the venue directly before you sign the contract.", WEDDING, True),
    w.refusal("en-ci-046", "refusal.hedged", "How much is a couchette bed on the Moonline?", "I'm not 100% sure, but I think a bed in a six-berth couchette costs €79.", TRAIN, False),
    w.refusal("en-ci-047", "refusal.partial", "How much do Japanese lessons cost at Lingua House?", "The documents don't give a price specific to Japanese, but a term of group classes costs $540 and private lessons are $48 an hour.", SCHOOL, False),
]
CORRECTNESS = [
    w.correct("en-ci-048", "correct.wordy", "Who manages the Oakdale Farmers' Market?", "The Oakdale Farmers' Market, which is held on Saturdays in the town square, is managed by Carol Jensen.", "Carol Jensen.", True),
    w.correct("en-ci-049", "correct.short", "On which day are the kilns at Clay & Kiln fired?", "Fridays.", "The studio's two kilns are fired every Friday.", True),
    w.correct("en-ci-050", "correct.format", "When does the Moonline arrive in Vienna?", "At 09:15 the next morning.", "9:15 a.m. the next day.", True),
    w.correct("en-ci-051", "wrong.value", "How much does a basic tune-up cost at Spoke & Chain?", "A basic tune-up there costs $85.", "$65.", False),
    w.correct("en-ci-052", "wrong.echo", "Where did the zoo's two giraffes come from?", "The zoo's two giraffes came from the Bronx Zoo.", "From the San Diego Zoo.", False),
    w.correct("en-ci-053", "wrong.role", "Who bought Summit Ski Rentals in 2016?", "Marta Lindqvist bought it.", "Greg Halvorsen, who bought it from the founder, Marta Lindqvist.", False),
]
RELEVANCY = [
    w.relevant("en-ci-054", "relevant.direct", "What months is the farmers' market held?", "From April through October.", MARKET, True),
    w.relevant("en-ci-055", "relevant.yesno", "Can kids get into Riverside Public Pool for free?", "Yes, if they are under 5.", POOL, True),
    w.relevant("en-ci-056", "offtopic.true", "How much does a hot desk cost at Hive?", "Hive was founded in 2018 by Priya Shah and Daniel Ortiz.", COWORK, False),
    w.relevant("en-ci-057", "offtopic.other", "What time does Summit Ski Rentals open?", "A full ski set costs $42 per day, helmet included.", SKI, False),
]
DIAGNOSIS = [
    w.diag("en-ci-058", "diag.pass", "When do the beginner pottery classes meet?", "They meet on Tuesday evenings, from 7 to 9:30 p.m.", {"pottery": POTTERY, "market": MARKET}, ("pottery",), "pass"),
    w.diag("en-ci-059", "diag.offtopic", "How much is a child's ticket at the zoo?", "The zoo is open daily from 9 a.m. to 5 p.m.", {"zoo": ZOO}, ("zoo",), "fix_generation"),
    w.diag("en-ci-060", "diag.unfaithful", "How long do I have to collect my bike after a repair?", "You have 60 days to pick it up before it may be sold.", {"bike": BIKE}, ("bike",), "fix_generation"),
    w.diag("en-ci-061", "diag.refused", "How many students are in a group class at Lingua House?", "Sorry, I don't have any information about class sizes.", {"school": SCHOOL, "cowork": COWORK}, ("school",), "fix_generation"),
    w.diag("en-ci-062", "diag.missed", "Is breakfast served on the Moonline?", "I couldn't find anything about breakfast on the train.", {"pool": POOL, "zoo": ZOO}, ("train",), "fix_retrieval"),
    w.diag("en-ci-063", "diag.correct_refusal", "Does Willow Creek Barn run a shuttle bus for guests?", "The documents don't say whether the venue offers a shuttle bus.", {"wedding": WEDDING}, (), "correct_refusal"),
    w.diag("en-ci-064", "diag.should_refuse", "Does Summit Ski Rentals offer ski lessons?", "Yes, group ski lessons cost $60 per person.", {"ski": SKI}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
