"""Fresh set cs, English: a flower shop, a marina, a paintball park, allotments, a sightseeing bus, laser tag, a photo course, a bookshop café, a senior centre and racket stringing."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FLOWERS = (
    "Bloom & Thistle is a flower shop on Carver Street run by Maya Ostrowski. "
    "It is open every day except Monday, from 8 a.m. to 6 p.m. "
    "A bouquet of twelve roses costs $45, and same-day delivery within 10 kilometres costs $8. "
    "Delivery orders must be placed before 2 p.m. "
    "Maya's nephew, Leo Ostrowski, drives the delivery van. "
    "Wedding flowers must be booked at least six weeks in advance."
)
MARINA = (
    "Gull Point Marina has 240 berths and is managed by harbour master Ruth Calloway. "
    "A breakwater 1.2 kilometres long shelters the marina, which was rebuilt in 2019 after a storm. "
    "Visiting boats pay $3.50 per foot per night. "
    "Boats longer than 60 feet must reserve a berth in advance; shorter boats may arrive without a booking. "
    "The fuel dock is open from 7 a.m. to 7 p.m., May through September. "
    "Showers are free for berth holders, and the laundry costs $4 per load."
)
PAINTBALL = (
    "Redline Paintball Park in Dunmore covers 12 acres and has 7 playing fields. "
    "Players must be at least 12 years old, and players under 16 need a consent form signed by a parent. "
    "The standard package costs $39 and includes 200 paintballs, a marker, a mask and coveralls. "
    "Extra paintballs cost $10 per bag of 100. "
    "Masks must be worn at all times on the fields. "
    "The park is open on Saturdays and Sundays from 9:00 to 17:00."
)
ALLOTMENT = (
    "The Ferndale Allotment Association manages 86 plots on Hollow Lane. "
    "A full plot measures 250 square metres and costs £60 per year; a half plot costs £35. "
    "Half of the plots have a water tap nearby. "
    "Members must attend at least two work mornings a year. "
    "Bonfires are forbidden except in November. "
    "The waiting list currently has 41 names, and the secretary, Gwen Parry, allocates free plots in March."
)
BUS = (
    "The City Loop sightseeing bus shows visitors around Wellington, the capital of New Zealand. "
    "It runs a 90-minute circuit with 14 stops, and buses leave Central Square every 20 minutes from 9:30 a.m. to 5:30 p.m. "
    "A 24-hour hop-on hop-off ticket costs NZ$32 for adults and NZ$16 for children aged 5 to 12; children under 5 ride free. "
    "Audio commentary is available in eight languages. "
    "The top deck is open-air, and the lower deck is wheelchair accessible."
)
LASER = (
    "Photon Zone is a laser tag arena of 800 square metres on two levels. "
    "A game lasts 15 minutes, and a single game costs $12. "
    "Up to 24 players can play at the same time. "
    "Birthday parties must be booked at least 48 hours ahead and include two games, pizza and a party host. "
    "The arena is open Tuesday to Sunday from 2 p.m. to 10 p.m., and children under 7 may not play."
)
PHOTO = (
    "The Lightwell photography course runs for eight weeks, with one three-hour class every Thursday from 6:30 p.m. "
    "It is taught by Priya Raman, a former newspaper photographer. "
    "The course fee is $320, which includes a 32 GB memory card. "
    "Students must bring their own camera, but tripods may be borrowed from the studio. "
    "Classes are limited to 10 students. "
    "The next course starts on 6 March 2025."
)
CAFE = (
    "Chapter & Crumb is a bookshop café opened in 2012 by Tom Achebe and his sister Ada. "
    "It stocks about 9,000 second-hand books. "
    "A pot of tea costs $3.80 and a slice of carrot cake $4.50. "
    "Customers may read any book at the tables, but must buy it to take it home. "
    "Laptops are allowed everywhere except in the reading room upstairs. "
    "A poetry night is held on the last Friday of each month at 7 p.m."
)
SENIOR = (
    "The Maplewood Senior Citizens' Centre, at 14 Orchard Avenue, is open to residents aged 60 and over. "
    "Membership costs $25 a year. "
    "A hot lunch is served at noon on weekdays for $6. "
    "The centre's minibus picks members up on Tuesdays and Thursdays. "
    "Director Helen Brooks started the centre in 2004 with a grant from the county. "
    "About 350 members are registered, and roughly a quarter of them attend the Wednesday bingo."
)
STRINGING = (
    "Tight Lines Stringing restrings tennis rackets at a counter inside the Elm Park Tennis Club. "
    "Restringing with synthetic gut costs $22, string included, and natural gut costs $48. "
    "The usual turnaround is 24 hours; express same-day service costs $10 extra if the racket is dropped off before 11 a.m. "
    "Stringer Carla Mendes has been stringing rackets for 15 years. "
    "Tensions from 18 to 30 kilograms are available, and club members get a 10 % discount."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cs-001", "para.reorder", "What do the roses and the delivery cost?", "Same-day delivery within 10 kilometres costs $8, and a bouquet of twelve roses costs $45.", FLOWERS, True),
    w.faith("en-cs-002", "para.passive", "Who drives the delivery van?", "The delivery van is driven by Leo Ostrowski, Maya's nephew.", FLOWERS, True),
    w.faith("en-cs-003", "para.synonym", "Do berth holders have to pay to use the showers?", "No, berth holders can use the showers at no charge.", MARINA, True),
    w.faith("en-cs-004", "para.nominal", "What's the rule for big boats at Gull Point?", "Advance reservation of a berth is required for boats longer than 60 feet.", MARINA, True),
    w.faith("en-cs-005", "para.capital", "Which city does the City Loop bus tour?", "It tours New Zealand's capital, Wellington.", BUS, True),
    w.faith("en-cs-006", "para.pronoun", "How big is Redline Paintball Park?", "It covers 12 acres and has 7 playing fields.", PAINTBALL, True),
    w.faith("en-cs-007", "para.relative", "Who teaches the Lightwell course?", "The course is taught by Priya Raman, who used to be a newspaper photographer.", PHOTO, True),
    w.faith("en-cs-008", "para.part", "How many games does a birthday party at Photon Zone include?", "A birthday party includes two games.", LASER, True),
    w.faith("en-cs-009", "para.combine", "Where are the allotments, and what does a full plot cost?", "The association's 86 plots are on Hollow Lane, and a full plot costs £60 a year.", ALLOTMENT, True),
    w.faith("en-cs-010", "fmt.number", "How long is the Lightwell photography course?", "The course runs for 8 weeks, with a class every Thursday.", PHOTO, True),
    w.faith("en-cs-011", "fmt.thousands", "How many books does Chapter & Crumb have?", "It stocks about 9000 second-hand books.", CAFE, True),
    w.faith("en-cs-012", "fmt.scale", "How long is the breakwater at Gull Point?", "The breakwater is 1,200 metres long.", MARINA, True),
    w.faith("en-cs-013", "fmt.date", "When does the next photography course start?", "The next course begins on March 6, 2025.", PHOTO, True),
    w.faith("en-cs-014", "fmt.time", "What time does the poetry night start?", "The poetry night starts at 19:00 on the last Friday of each month.", CAFE, True),
    w.faith("en-cs-015", "fmt.unit", "How big is the Photon Zone arena?", "The arena covers 800 m² on two levels.", LASER, True),
    w.faith("en-cs-016", "fmt.abbrev", "Where is the Maplewood centre?", "It's at 14 Orchard Ave.", SENIOR, True),
    w.faith("en-cs-017", "fmt.currency", "How much is the hot lunch at the centre?", "The hot lunch costs 6 dollars.", SENIOR, True),
    w.faith("en-cs-018", "fmt.range", "Is there an age limit at Redline?", "Yes, the minimum age is 12.", PAINTBALL, True),
    w.faith("en-cs-019", "fmt.period", "How long does a restring usually take?", "A restring usually takes one day.", STRINGING, True),
    w.faith("en-cs-020", "fmt.share", "How many of the plots have water nearby?", "50 % of the plots have a water tap nearby.", ALLOTMENT, True),
    w.faith("en-cs-021", "para.except", "Can I work on my laptop in the upstairs reading room?", "No, laptops are not allowed in the reading room upstairs.", CAFE, True),
    w.faith("en-cs-022", "wrap.opener", "How much is one game of laser tag, and how long is it?", "Great question! A single game costs $12 and lasts 15 minutes.", LASER, True),
    w.faith("en-cs-023", "wrap.closer", "What does the laundry at the marina cost?", "The laundry costs $4 per load. I hope this helps!", MARINA, True),
    w.faith("en-cs-024", "wrap.attribution", "Do I have to keep my mask on during the game?", "According to the park's information, masks must be worn at all times on the fields.", PAINTBALL, True),
    w.faith("en-cs-025", "wrap.hedge", "How much volunteering is expected of members?", "I believe members have to attend at least two work mornings a year.", ALLOTMENT, True),
    w.faith("en-cs-026", "wrap.question", "In how many languages is the commentary offered?", "Audio commentary is available in eight languages. Would you like to know the ticket prices as well?", BUS, True),
    w.faith("en-cs-027", "value.number", "What's in the standard package?", "The $39 standard package comes with 300 paintballs, a marker, a mask and coveralls.", PAINTBALL, False),
    w.faith("en-cs-028", "value.date", "When did Chapter & Crumb open?", "Tom Achebe and his sister Ada opened Chapter & Crumb in 2014.", CAFE, False),
    w.faith("en-cs-029", "value.time", "What are Photon Zone's opening hours?", "Photon Zone is open Tuesday to Sunday from 2 p.m. to 11 p.m.", LASER, False),
    w.faith("en-cs-030", "value.unit", "How far does the shop deliver on the same day?", "Same-day delivery is available within 10 miles for $8.", FLOWERS, False),
    w.faith("en-cs-031", "value.currency", "What does a natural gut restring cost?", "Restringing with natural gut costs $58.", STRINGING, False),
    w.faith("en-cs-032", "role.swap", "Who runs Bloom & Thistle?", "Bloom & Thistle is run by Leo Ostrowski, and Maya Ostrowski drives the delivery van.", FLOWERS, False),
    w.faith("en-cs-033", "negation", "Can wheelchair users ride the City Loop bus?", "The lower deck is not wheelchair accessible, and the top deck is open-air.", BUS, False),
    w.faith("en-cs-034", "antonym", "Are the showers at the marina free?", "Berth holders are charged for the showers, and the laundry costs $4 per load.", MARINA, False),
    w.faith("en-cs-035", "modality", "What equipment do students need for the course?", "Students may bring their own camera if they wish, and tripods can be borrowed from the studio.", PHOTO, False),
    w.faith("en-cs-036", "quantifier", "Is the Wednesday bingo popular?", "Most of the centre's roughly 350 members attend the Wednesday bingo.", SENIOR, False),
    w.faith("en-cs-037", "value.except", "Can I buy flowers at Bloom & Thistle on a Monday?", "Yes, Bloom & Thistle is open on Mondays from 8 a.m. to 6 p.m.", FLOWERS, False),
    w.faith("en-cs-038", "direction", "Who needs a parental consent form?", "Players over 16 need a consent form signed by a parent.", PAINTBALL, False),
    w.faith("en-cs-039", "added.fact", "How much is a City Loop ticket?", "A 24-hour ticket costs NZ$32 for adults and NZ$16 for children aged 5 to 12, and it includes a free harbour cruise.", BUS, False),
    w.faith("en-cs-040", "added.entity", "Who started the Maplewood centre?", "Director Helen Brooks started the centre in 2004 together with Pastor James Whitfield, with a grant from the county.", SENIOR, False),
    w.faith("en-cs-041", "mixed", "How long is the waiting list for a plot?", "The waiting list currently has 41 names, and free plots are allocated in September.", ALLOTMENT, False),
]
REFUSAL = [
    w.refusal("en-cs-042", "refusal.plain", "Does Bloom & Thistle sell potted orchids?", "I'm sorry, I don't have that information.", FLOWERS, True),
    w.refusal("en-cs-043", "refusal.context", "Is there a restaurant at Gull Point Marina?", "The provided documents don't say whether the marina has a restaurant.", MARINA, True),
    w.refusal("en-cs-044", "refusal.short", "Is there parking at Redline Paintball Park?", "No idea.", PAINTBALL, True),
    w.refusal("en-cs-045", "refusal.long", "Does the Lightwell course cover photo editing software?", "Thank you for your question. Unfortunately, the information I have does not say whether the Lightwell course covers photo editing software. It only describes the schedule, the fee, the teacher and what students need to bring. I'd suggest contacting the studio directly to ask about the syllabus.", PHOTO, True),
    w.refusal("en-cs-046", "refusal.hedged", "How much is a slice of carrot cake?", "I'm not completely sure, but I think a slice of carrot cake costs $4.50.", CAFE, False),
    w.refusal("en-cs-047", "refusal.partial", "When does the centre's minibus run, and what does it cost?", "The minibus picks members up on Tuesdays and Thursdays, but the information doesn't say what it costs.", SENIOR, False),
]
CORRECTNESS = [
    w.correct("en-cs-048", "correct.wordy", "Who strings the rackets at Tight Lines?", "The rackets at Tight Lines are strung by Carla Mendes, who has been doing this work for 15 years.", "Carla Mendes.", True),
    w.correct("en-cs-049", "correct.short", "How often do City Loop buses leave Central Square?", "Every 20 minutes.", "City Loop buses leave Central Square every 20 minutes, from 9:30 a.m. to 5:30 p.m.", True),
    w.correct("en-cs-050", "correct.format", "How long does a laser tag game at Photon Zone last?", "A quarter of an hour.", "15 minutes.", True),
    w.correct("en-cs-051", "wrong.value", "How much does a half plot cost per year?", "A half plot costs £45 a year.", "£35 a year.", False),
    w.correct("en-cs-052", "wrong.echo", "When is the fuel dock at Gull Point Marina open?", "The fuel dock at Gull Point Marina is open during the fuel dock's opening hours.", "From 7 a.m. to 7 p.m., May through September.", False),
    w.correct("en-cs-053", "wrong.role", "Who drives the delivery van at Bloom & Thistle?", "Maya Ostrowski, who runs the shop.", "Leo Ostrowski, Maya's nephew.", False),
]
RELEVANCY = [
    w.relevant("en-cs-054", "relevant.direct", "When is lunch served at the Maplewood centre?", "At noon on weekdays.", SENIOR, True),
    w.relevant("en-cs-055", "relevant.yesno", "Can my six-year-old play at Photon Zone?", "No, children under 7 may not play.", LASER, True),
    w.relevant("en-cs-056", "offtopic.true", "How much does the express service cost?", "Club members get a 10 % discount.", STRINGING, False),
    w.relevant("en-cs-057", "offtopic.other", "How much do extra paintballs cost?", "The standard package costs $39.", PAINTBALL, False),
]
DIAGNOSIS = [
    w.diag("en-cs-058", "diag.pass", "What does a full allotment plot cost?", "A full plot costs £60 per year.", {"allotment": ALLOTMENT, "bus": BUS}, ("allotment",), "pass"),
    w.diag("en-cs-059", "diag.offtopic", "What time does the fuel dock close?", "Gull Point Marina has 240 berths.", {"marina": MARINA, "flowers": FLOWERS}, ("marina",), "fix_generation"),
    w.diag("en-cs-060", "diag.unfaithful", "How many students can join a Lightwell class?", "Classes take up to 20 students.", {"photo": PHOTO, "cafe": CAFE}, ("photo",), "fix_generation"),
    w.diag("en-cs-061", "diag.refused", "How much is a pot of tea at Chapter & Crumb?", "I'm sorry, I can't find that information.", {"cafe": CAFE, "senior": SENIOR}, ("cafe",), "fix_generation"),
    w.diag("en-cs-062", "diag.missed", "What string tensions does Tight Lines offer?", "I don't know.", {"laser": LASER, "paintball": PAINTBALL}, ("stringing",), "fix_retrieval"),
    w.diag("en-cs-063", "diag.correct_refusal", "What is the Wi-Fi password at the Maplewood centre?", "The documents don't mention a Wi-Fi password.", {"senior": SENIOR, "cafe": CAFE}, (), "correct_refusal"),
    w.diag("en-cs-064", "diag.should_refuse", "Does Photon Zone sell gift vouchers?", "Yes, Photon Zone sells gift vouchers for $25.", {"laser": LASER, "marina": MARINA}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
