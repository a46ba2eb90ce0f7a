"""English cases of set AT: a hearing-aid shop, a rock climbing festival, a village bakery's
bread subscription, a karaoke bar, a plant clinic at a garden centre, a city bike-share, a
first-aid course and an ice rink."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HEARING = (
    "Clearwave Hearing Care on Dorset Road offers free hearing tests on weekdays between 9:00 and 16:30. "
    "A test takes about 40 minutes, and the results are explained by audiologist Priya Nandakumar. "
    "Hearing aids can be tried at home for 30 days, with a refundable deposit of £75."
)
CLIMB = (
    "The Granite Ridge Climbing Festival runs from 6 to 8 June at Harrow Quarry. "
    "A weekend pass costs $85, and children under 12 climb free when accompanied by an adult. "
    "Helmets must be worn on all outdoor routes. Last year, 1,200 climbers took part."
)
BREAD = (
    "Millbrook Bakery's bread subscription delivers one sourdough loaf every Friday, and the weekly price rose from £5.90 to £6.50 in January. "
    "Subscribers can pause deliveries for up to four weeks a year. "
    "Orders placed after Tuesday noon start the following week, and loaves are left at the door in a cool bag."
)
KARAOKE = (
    "The Velvet Mic karaoke bar opens at 7 pm from Wednesday to Sunday and closes at 2 am. "
    "Private rooms hold up to 10 people and cost €30 per hour. "
    "On Thursdays, the host, Danny Reyes, runs a duet contest with a prize of two free hours."
)
PLANT = (
    "The plant clinic at Fernhill Garden Centre is run by horticulturist Agnes Moll, who examines sick houseplants. "
    "Visitors may bring up to three plants each. The clinic is free, but soil testing costs £4 per sample. "
    "About a quarter of the plants brought in have root rot."
)
BIKE = (
    "Riverside Bikes, the city bike-share, has 340 bikes at 52 docking stations, which are never more than 500 metres apart. "
    "The first 30 minutes of each ride are free for annual members, and every extra 15 minutes costs 50p. "
    "An annual membership costs £90, and riders must be at least 16. Riders made 1.4 million trips last year."
)
FIRSTAID = (
    "The Saturday first-aid course at the Elm Street community hall runs from 9:00 to 15:00, six hours including a 45-minute lunch break. "
    "Paramedic Owen Hartley leads the course, and nurse Lisa Brandt assists with the CPR practice. "
    "Participants who pass the final assessment receive a certificate valid for three years. The fee is £55."
)
RINK = (
    "Northgate Ice Rink is open daily except Mondays, from 11 am to 9 pm. "
    "Adult admission is £8, and skate hire is £3 extra. "
    "Helmets are recommended for children but are not compulsory. The ice is resurfaced every two hours."
)

RINK_HOURS = "Northgate Ice Rink is open daily except Mondays, from 11 am to 9 pm."
RINK_PRICES = "At Northgate Ice Rink, adult admission is £8, and skate hire is £3 extra."
AID_SCHEDULE = "The Saturday first-aid course at the Elm Street community hall runs from 9:00 to 15:00, including a 45-minute lunch break."
AID_STAFF = (
    "Paramedic Owen Hartley leads the first-aid course, and nurse Lisa Brandt assists with the CPR practice."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-at-001", "para.reorder", "When and where is the climbing festival?", "It's at Harrow Quarry, from 6 to 8 June.", CLIMB, True),
    w.faith("en-at-002", "para.passive", "Who leads the first-aid course?", "The course is led by paramedic Owen Hartley.", FIRSTAID, True),
    w.faith("en-at-003", "para.passive", "Who explains the hearing test results?", "Audiologist Priya Nandakumar explains the results.", HEARING, True),
    w.faith("en-at-004", "para.synonym", "How long does a hearing test take?", "A test lasts roughly 40 minutes.", HEARING, True),
    w.faith("en-at-005", "para.synonym", "Do children have to wear helmets on the ice?", "No, helmets are advised for children but they aren't mandatory.", RINK, True),
    w.faith("en-at-006", "para.nominal", "Can I pause my bread deliveries?", "Yes, a pause of up to four weeks a year is allowed.", BREAD, True),
    w.faith("en-at-007", "para.capital", "Who runs the duet contest?", "danny reyes, the host, runs the duet contest on thursdays.", KARAOKE, True),
    w.faith("en-at-008", "para.pronoun", "Who looks at the sick plants at the clinic?", "Agnes Moll does; she is the horticulturist who examines sick houseplants.", PLANT, True),
    w.faith("en-at-009", "para.relative", "How much is an annual bike-share membership?", "Annual members, who get the first 30 minutes of each ride free, pay £90 for the membership.", BIKE, True),
    w.faith("en-at-010", "para.part", "How much is skate hire at the rink?", "Skate hire costs £3 on top of admission.", RINK, True),
    w.faith("en-at-011", "para.combine", "What does the climbing festival cost?", "A weekend pass is $85, while children under 12 climb free with an accompanying adult.", CLIMB, True),
    w.faith("en-at-012", "fmt.number", "How many weeks a year can I pause the subscription?", "You can pause deliveries for up to 4 weeks each year.", BREAD, True),
    w.faith("en-at-013", "fmt.thousands", "How many climbers came last year?", "1200 climbers took part last year.", CLIMB, True),
    w.faith("en-at-014", "fmt.scale", "How many trips did riders make last year?", "Riders made 1,400,000 trips last year.", BIKE, True),
    w.faith("en-at-015", "fmt.date", "When does the festival start?", "It starts on June 6th.", CLIMB, True),
    w.faith("en-at-016", "fmt.time", "What time does the Velvet Mic open?", "It opens at 19:00.", KARAOKE, True),
    w.faith("en-at-017", "fmt.time", "What time does the first-aid course finish?", "It finishes at 3 pm.", FIRSTAID, True),
    w.faith("en-at-018", "fmt.unit", "How far apart are the docking stations?", "Docking stations are never more than 0.5 km apart.", BIKE, True),
    w.faith("en-at-019", "fmt.abbrev", "How long is the lunch break on the course?", "The lunch break is 45 min.", FIRSTAID, True),
    w.faith("en-at-020", "fmt.currency", "What deposit do I pay for a home trial?", "The home trial needs a refundable deposit of 75 GBP.", HEARING, True),
    w.faith("en-at-021", "fmt.currency", "How much is soil testing at the plant clinic?", "Soil testing costs four pounds per sample.", PLANT, True),
    w.faith("en-at-022", "fmt.range", "When can I get a free hearing test?", "Free tests are offered on weekdays, 9:00–16:30.", HEARING, True),
    w.faith("en-at-023", "fmt.period", "How often is the ice resurfaced?", "The ice is resurfaced every 120 minutes.", RINK, True),
    w.faith("en-at-024", "fmt.share", "How common is root rot among the plants brought in?", "Roughly 25% of the plants brought in have root rot.", PLANT, True),
    w.faith("en-at-025", "para.except", "Which days is the rink open?", "The rink is open Tuesday through Sunday.", RINK, True),
    w.faith("en-at-026", "wrap.opener", "What day does the bread arrive?", "Great question! Your sourdough loaf is delivered every Friday.", BREAD, True),
    w.faith("en-at-027", "wrap.closer", "How many people fit in a private room?", "A private room holds up to 10 people. Enjoy your night!", KARAOKE, True),
    w.faith("en-at-028", "wrap.attribution", "How long is the first-aid certificate valid?", "According to the course details, the certificate is valid for three years.", FIRSTAID, True),
    w.faith("en-at-029", "wrap.hedge", "Where do they leave the bread?", "I think the loaves are left at your door in a cool bag.", BREAD, True),
    w.faith("en-at-030", "wrap.question", "How many plants can I bring to the clinic?", "How many plants can you bring? Up to three per visitor.", PLANT, True),
    # one clear error each
    w.faith("en-at-031", "value.number", "How many plants can I bring to the clinic?", "Each visitor may bring up to five plants.", PLANT, False),
    w.faith("en-at-032", "value.number", "Do kids pay at the climbing festival?", "Children under 14 climb free when an adult is with them.", CLIMB, False),
    w.faith("en-at-033", "value.date", "When does the climbing festival end?", "The festival ends on 9 June.", CLIMB, False),
    w.faith("en-at-034", "value.time", "What time does the ice rink close?", "The rink closes at 10 pm.", RINK, False),
    w.faith("en-at-035", "value.unit", "How long is the first-aid course?", "The course lasts six days, including a 45-minute lunch break.", FIRSTAID, False),
    w.faith("en-at-036", "value.currency", "How much does a private karaoke room cost?", "Private rooms cost $30 per hour.", KARAOKE, False),
    w.faith("en-at-037", "role.swap", "Who teaches the first-aid course?", "Nurse Lisa Brandt leads the course, and paramedic Owen Hartley assists with the CPR practice.", FIRSTAID, False),
    w.faith("en-at-038", "negation", "Do I get the home-trial deposit back?", "No, the £75 deposit for the home trial is not refundable.", HEARING, False),
    w.faith("en-at-039", "negation", "Are the first 30 minutes free for annual members?", "No, annual members are not given the first 30 minutes of a ride for free.", BIKE, False),
    w.faith("en-at-040", "antonym", "When do I need to order for my subscription to start next week?", "Orders placed before Tuesday noon start the following week.", BREAD, False),
    w.faith("en-at-041", "modality", "How many plants can I bring to the clinic?", "Every visitor must bring three plants.", PLANT, False),
    w.faith("en-at-042", "modality", "Do children need helmets at the rink?", "Yes, children must wear a helmet on the ice.", RINK, False),
    w.faith("en-at-043", "quantifier", "Are helmets needed on the outdoor routes?", "Helmets are only required on some of the outdoor routes.", CLIMB, False),
    w.faith("en-at-044", "direction", "Did the subscription price change in January?", "Yes, the weekly price dropped to £6.50 in January.", BREAD, False),
    w.faith("en-at-045", "added.fact", "What does the winner of the duet contest get?", "The winner gets two free hours and a bottle of champagne.", KARAOKE, False),
    w.faith("en-at-046", "added.entity", "Who explains the hearing test results?", "Audiologist Priya Nandakumar and her assistant Mark Fell explain the results.", HEARING, False),
    w.faith("en-at-047", "value.except", "Which day is the ice rink closed?", "The rink is open every day except Sundays.", RINK, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-at-048", "refusal.plain", "Does Clearwave sell hearing-aid batteries?", "Sorry, I don't know whether they sell batteries.", HEARING, True),
    w.refusal("en-at-049", "refusal.context", "Does the Velvet Mic serve food?", "The information provided doesn't mention whether the bar serves food.", KARAOKE, True),
    w.refusal("en-at-050", "refusal.hedged", "How much is a weekend pass for the festival?", "I'm not completely sure, but it looks like a weekend pass costs $85.", CLIMB, False),
    w.refusal("en-at-051", "refusal.partial", "How much is the first-aid course, and is lunch provided?", "The details don't say whether lunch is provided, but the fee is £55.", FIRSTAID, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-at-052", "correct.wordy", "How much does the bread subscription cost now?", "Since January, a Millbrook subscription has cost £6.50 per week, and for that you get one sourdough loaf every Friday.", "£6.50 a week.", True),
    w.correct("en-at-053", "correct.wordy", "What time does the karaoke bar close?", "The Velvet Mic keeps going late: closing time is 2 in the morning on every night it's open.", "It closes at 2 am.", True),
    w.correct("en-at-054", "correct.short", "How many docking stations does the bike-share have?", "52.", "Riverside Bikes has 52 docking stations.", True),
    w.correct("en-at-055", "correct.format", "How long can I try hearing aids at home?", "Thirty days.", "30 days.", True),
    w.correct("en-at-056", "wrong.value", "How much is the first-aid course?", "The first-aid course costs £45.", "The fee is £55.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-at-057", "relevant.direct", "When is the climbing festival on?", "6 to 8 June.", CLIMB, True),
    w.relevant("en-at-058", "relevant.direct", "What do I pay to get in as an adult?", "£8, plus £3 if you need skates.", RINK, True),
    w.relevant("en-at-059", "relevant.direct", "Who should I talk to about my droopy fern?", "Agnes Moll, the horticulturist at Fernhill's plant clinic.", PLANT, True),
    w.relevant("en-at-060", "relevant.direct", "How many bikes does the scheme have?", "340, spread over 52 docking stations.", BIKE, True),
    w.relevant("en-at-061", "relevant.yesno", "Can a 14-year-old ride the bike-share?", "No, riders must be at least 16.", BIKE, True),
    w.relevant("en-at-062", "offtopic.true", "How much does a private room cost?", "The Velvet Mic opens at 7 pm from Wednesday to Sunday.", KARAOKE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-at-063", "diag.pass", "What time does Northgate Ice Rink open?", "It opens at 11 am.", {"rink-hours": RINK_HOURS, "rink-prices": RINK_PRICES}, ("rink-hours",), "pass"),
    w.diag("en-at-064", "diag.missed", "How long is the first-aid certificate valid?", "The information available doesn't say how long the certificate is valid.", {"aid-schedule": AID_SCHEDULE, "aid-staff": AID_STAFF}, ("aid-certificate",), "fix_retrieval"),
    w.diag("en-at-065", "diag.correct_refusal", "Does Northgate Ice Rink offer figure-skating lessons?", "I couldn't find anything about figure-skating lessons at Northgate Ice Rink.", {"rink-hours": RINK_HOURS, "rink-prices": RINK_PRICES}, (), "correct_refusal"),
    w.diag("en-at-066", "diag.unfaithful", "How much is skate hire at Northgate?", "Skate hire costs £5.", {"rink-prices": RINK_PRICES, "rink-hours": RINK_HOURS}, ("rink-prices",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
