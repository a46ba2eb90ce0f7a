"""English cases of set AL: a ferry terminal, a pottery studio, a blood donation centre, a
climbing gym, a parking garage and a coworking space."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FERRY = (
    "The ferry from Halvik Terminal to Orrin Island leaves at 7:15 am, 11:40 am and 4:05 pm every day, and the crossing takes 55 minutes. "
    "A one-way adult ticket costs $18, and children under 12 travel for half price. "
    "Cars must check in at Gate 3 at least 30 minutes before departure. "
    "The terminal handled 1.4 million passengers in 2024."
)
POTTERY = (
    "Clayhouse Studio runs a six-week wheel-throwing course on Tuesday evenings from 6:30 to 9:00 pm, starting on March 4, 2025. "
    "The course costs $240, which includes 12.5 kilograms of clay and all glaze firings. "
    "Instructor Dana Whitlow teaches the course. "
    "Students may book the studio for extra practice on any day except Monday."
)
BLOOD = (
    "The Riverside Blood Donation Centre is open Monday to Friday from 8 am to 7 pm and on Saturdays from 9 am to 1 pm. "
    "Donors must weigh at least 50 kilograms and be between 18 and 65 years old. "
    "Whole blood can be donated every 12 weeks. "
    "Each donation takes about 10 minutes, and donors receive a free juice and snack afterwards."
)
CLIMB = (
    "Summit Wall climbing gym has 1,250 square metres of climbing surface and 42 top-rope routes. "
    "A monthly membership costs €55, and a day pass costs €14. "
    "First-time visitors must complete a 20-minute safety briefing before climbing. "
    "Shoe rental is included in every membership but costs €4 with a day pass."
)
GARAGE = (
    "The Elm Street parking garage has 640 spaces on five levels. "
    "Parking costs $3 per hour, with a daily maximum of $22. "
    "Level 1 is reserved for electric vehicles, which can charge there for free for up to two hours. "
    "The garage closes at midnight and reopens at 5:30 am."
)
COWORK = (
    "Hive Works coworking space rents hot desks for $190 a month and private offices for $620 a month. "
    "Members get 8 hours of meeting-room time per month, and extra hours cost $15 each. "
    "The building is open 24 hours a day, but the front desk is staffed only from 9 am to 6 pm on weekdays. "
    "About 75% of the 120 desks are currently taken."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-al-001", "para.reorder", "What times does the ferry to Orrin Island leave?", "Every day at 7:15 am, 11:40 am and 4:05 pm, the ferry leaves Halvik Terminal for Orrin Island.", FERRY, True),
    w.faith("en-al-002", "para.reorder", "When is the blood donation centre open on weekdays?", "From 8 am to 7 pm, Monday to Friday, the centre is open.", BLOOD, True),
    w.faith("en-al-003", "para.passive", "Who teaches the wheel-throwing course?", "The course is taught by Dana Whitlow.", POTTERY, True),
    w.faith("en-al-004", "para.passive", "Is shoe rental part of the membership at Summit Wall?", "Yes, every membership includes shoe rental.", CLIMB, True),
    w.faith("en-al-005", "para.synonym", "How long is the crossing to Orrin Island?", "The crossing lasts 55 minutes.", FERRY, True),
    w.faith("en-al-006", "para.synonym", "What do donors get after giving blood?", "Donors are given a complimentary juice and snack afterwards.", BLOOD, True),
    w.faith("en-al-007", "para.nominal", "What do first-time visitors have to do before climbing?", "Completion of a 20-minute safety briefing is required of first-time visitors before they climb.", CLIMB, True),
    w.faith("en-al-008", "para.nominal", "How much is a day pass at Summit Wall?", "The price of a day pass is €14.", CLIMB, True),
    w.faith("en-al-009", "para.capital", "How many spaces does the garage have?", "the elm street parking garage has 640 spaces on five levels.", GARAGE, True),
    w.faith("en-al-010", "para.pronoun", "How long does the ferry crossing take?", "It takes 55 minutes.", FERRY, True),
    w.faith("en-al-011", "para.pronoun", "When does the Elm Street garage close?", "It closes at midnight and opens again at 5:30 am.", GARAGE, True),
    w.faith("en-al-012", "para.relative", "When does the wheel-throwing course meet?", "The course, which Dana Whitlow teaches, meets on Tuesday evenings from 6:30 to 9:00 pm.", POTTERY, True),
    w.faith("en-al-013", "para.relative", "What is Level 1 of the garage used for?", "Level 1, which is reserved for electric vehicles, lets them charge for free for up to two hours.", GARAGE, True),
    w.faith("en-al-014", "para.part", "What does it cost to climb at Summit Wall?", "A day pass costs €14.", CLIMB, True),
    w.faith("en-al-015", "para.part", "When can members get into the Hive Works building?", "The building is open 24 hours a day.", COWORK, True),
    w.faith("en-al-016", "para.combine", "Who can give whole blood, and how often?", "Donors aged 18 to 65 who weigh at least 50 kilograms can give whole blood every 12 weeks.", BLOOD, True),
    w.faith("en-al-017", "para.combine", "What does a hot desk cost, and how much meeting-room time do members get?", "Hot desks cost $190 a month, and members get 8 hours of meeting-room time each month.", COWORK, True),
    w.faith("en-al-018", "fmt.number", "How long does the wheel-throwing course run?", "The course runs for 6 weeks.", POTTERY, True),
    w.faith("en-al-019", "fmt.number", "How many top-rope routes does Summit Wall have?", "Summit Wall has forty-two top-rope routes.", CLIMB, True),
    w.faith("en-al-020", "fmt.thousands", "How big is the climbing surface?", "The gym has 1250 square metres of climbing surface.", CLIMB, True),
    w.faith("en-al-021", "fmt.scale", "How many passengers used the terminal in 2024?", "The terminal handled 1,400,000 passengers in 2024.", FERRY, True),
    w.faith("en-al-022", "fmt.date", "When does the pottery course start?", "The course starts on 4 March 2025.", POTTERY, True),
    w.faith("en-al-023", "fmt.date", "What is the start date of the wheel-throwing course?", "It begins on 2025-03-04.", POTTERY, True),
    w.faith("en-al-024", "fmt.time", "When does the afternoon ferry leave?", "The afternoon ferry leaves at 16:05.", FERRY, True),
    w.faith("en-al-025", "fmt.time", "What time does the garage reopen?", "The garage reopens at 05:30.", GARAGE, True),
    w.faith("en-al-026", "fmt.unit", "How much clay is included in the course fee?", "The $240 fee includes 12.5 kg of clay.", POTTERY, True),
    w.faith("en-al-027", "fmt.unit", "What is the minimum weight for blood donors?", "Donors must weigh at least 50 kg.", BLOOD, True),
    w.faith("en-al-028", "fmt.abbrev", "Which level of the garage is for electric vehicles?", "Level 1 is reserved for EVs.", GARAGE, True),
    w.faith("en-al-029", "fmt.abbrev", "When is the donation centre open during the week?", "Mon–Fri, 8 am to 7 pm.", BLOOD, True),
    w.faith("en-al-030", "fmt.currency", "How much is a monthly membership at Summit Wall?", "A monthly membership costs 55 euros.", CLIMB, True),
    w.faith("en-al-031", "fmt.currency", "How much does parking cost at Elm Street?", "Parking is USD 3 per hour, up to USD 22 a day.", GARAGE, True),
    w.faith("en-al-032", "fmt.range", "When is the centre open on Saturdays?", "On Saturdays it is open 9 am–1 pm.", BLOOD, True),
    w.faith("en-al-033", "fmt.range", "How old do blood donors have to be?", "Donors must be 18–65 years old.", BLOOD, True),
    w.faith("en-al-034", "fmt.period", "What does a private office at Hive Works cost?", "A private office costs $620 monthly.", COWORK, True),
    w.faith("en-al-035", "fmt.period", "How often does the 7:15 am ferry run?", "The 7:15 am ferry runs daily.", FERRY, True),
    w.faith("en-al-036", "fmt.share", "What do children under 12 pay for the ferry?", "Children under 12 pay 50% of the adult fare.", FERRY, True),
    w.faith("en-al-037", "fmt.share", "How full is Hive Works at the moment?", "About three quarters of its 120 desks are currently taken.", COWORK, True),
    w.faith("en-al-038", "para.except", "On which days can students book extra practice at the studio?", "Students can book the studio for extra practice every day of the week other than Monday.", POTTERY, True),
    w.faith("en-al-039", "wrap.opener", "Where do cars check in for the ferry?", "Great question! Cars check in at Gate 3 at least 30 minutes before departure.", FERRY, True),
    w.faith("en-al-040", "wrap.closer", "What does shoe rental cost with a day pass?", "Shoe rental costs €4 with a day pass. Hope this helps!", CLIMB, True),
    w.faith("en-al-041", "wrap.attribution", "How long does a blood donation take?", "According to the centre's information, each donation takes about 10 minutes.", BLOOD, True),
    w.faith("en-al-042", "wrap.hedge", "When does the garage reopen in the morning?", "It looks like the garage reopens at 5:30 am.", GARAGE, True),
    w.faith("en-al-043", "wrap.question", "How much are extra meeting-room hours at Hive Works?", "Need more meeting-room time? Each extra hour costs $15.", COWORK, True),
    # one clear error each
    w.faith("en-al-044", "value.number", "How many spaces does the garage have?", "The Elm Street garage has 460 spaces on five levels.", GARAGE, False),
    w.faith("en-al-045", "value.number", "How many top-rope routes does Summit Wall have?", "Summit Wall has 24 top-rope routes.", CLIMB, False),
    w.faith("en-al-046", "value.date", "When does the pottery course start?", "The course starts on March 14, 2025.", POTTERY, False),
    w.faith("en-al-047", "value.time", "When does the first ferry leave?", "The first ferry of the day leaves at 7:45 am.", FERRY, False),
    w.faith("en-al-048", "value.unit", "What is the minimum weight for blood donors?", "Donors must weigh at least 50 pounds.", BLOOD, False),
    w.faith("en-al-049", "value.currency", "How much is a monthly membership at Summit Wall?", "A monthly membership costs $55.", CLIMB, False),
    w.faith("en-al-050", "role.swap", "Is shoe rental included?", "Shoe rental is included with a day pass but costs €4 with a membership.", CLIMB, False),
    w.faith("en-al-051", "negation", "What does the pottery course fee cover?", "The $240 fee covers 12.5 kilograms of clay but does not include glaze firings.", POTTERY, False),
    w.faith("en-al-052", "antonym", "What is the weight requirement for donors?", "Donors must weigh at most 50 kilograms.", BLOOD, False),
    w.faith("en-al-053", "modality", "Do first-time visitors need a safety briefing?", "First-time visitors can take a 20-minute safety briefing if they like.", CLIMB, False),
    w.faith("en-al-054", "quantifier", "How many desks are taken at Hive Works?", "All 120 desks are currently taken.", COWORK, False),
    w.faith("en-al-055", "direction", "Where does the 7:15 am ferry go?", "The 7:15 am ferry goes from Orrin Island to Halvik Terminal.", FERRY, False),
    w.faith("en-al-056", "added.fact", "How long is the ferry crossing?", "The crossing takes 55 minutes, and a café on board serves breakfast.", FERRY, False),
    w.faith("en-al-057", "added.entity", "Who teaches the wheel-throwing course?", "Dana Whitlow and Mark Ellis teach the course together.", POTTERY, False),
    w.faith("en-al-058", "value.except", "On which days can students book extra practice?", "Students may book the studio for extra practice on any day except Sunday.", POTTERY, False),
]

REFUSAL = [
    w.refusal("en-al-059", "refusal.plain", "Are dogs allowed on the Orrin Island ferry?", "I'm sorry, I don't know whether dogs are allowed on the ferry.", FERRY, True),
    w.refusal("en-al-060", "refusal.context", "Is there parking at Clayhouse Studio?", "The provided context does not mention parking at Clayhouse Studio.", POTTERY, True),
    w.refusal("en-al-061", "refusal.hedged", "How much is a one-way adult ferry ticket?", "I'm not completely certain, but a one-way adult ticket seems to cost $18.", FERRY, False),
    w.refusal("en-al-062", "refusal.partial", "What are the centre's Saturday hours, and is there free parking?", "On Saturdays the centre is open from 9 am to 1 pm; the information doesn't say anything about parking.", BLOOD, False),
]

CORRECTNESS = [
    w.correct("en-al-063", "correct.wordy", "How much does a day pass cost at Summit Wall?", "If you only want to climb for a single day, a day pass at Summit Wall will cost you €14.", "A day pass costs €14.", True),
    w.correct("en-al-064", "correct.wordy", "When does the wheel-throwing course start?", "Clayhouse Studio's six-week wheel-throwing course gets going on Tuesday, March 4, 2025, in the evening.", "It starts on March 4, 2025.", True),
    w.correct("en-al-065", "correct.short", "How many spaces does the Elm Street garage have?", "640.", "The Elm Street parking garage has 640 spaces.", True),
    w.correct("en-al-066", "correct.format", "What time does the last ferry of the day leave?", "16:05.", "The last ferry leaves at 4:05 pm.", True),
    w.correct("en-al-067", "wrong.value", "How often can whole blood be donated?", "Whole blood can be donated every 8 weeks.", "Every 12 weeks.", False),
]

RELEVANCY = [
    w.relevant("en-al-068", "relevant.direct", "When does the garage shut for the night?", "At midnight; it reopens at 5:30 am.", GARAGE, True),
    w.relevant("en-al-069", "relevant.direct", "What will a ticket for my 10-year-old cost?", "Half the adult fare, so $9 one way.", FERRY, True),
    w.relevant("en-al-070", "relevant.direct", "Where should drivers go before boarding?", "To Gate 3, at least 30 minutes ahead of departure.", FERRY, True),
    w.relevant("en-al-071", "relevant.direct", "Who is the instructor for the wheel-throwing class?", "Dana Whitlow.", POTTERY, True),
    w.relevant("en-al-072", "relevant.yesno", "Is shoe rental free with a day pass?", "No, with a day pass it costs €4.", CLIMB, True),
    w.relevant("en-al-073", "offtopic.true", "How much is a hot desk at Hive Works?", "The front desk is staffed from 9 am to 6 pm on weekdays.", COWORK, False),
]

DIAGNOSIS = [
    w.diag("en-al-074", "diag.pass", "How long does a blood donation take?", "Each donation takes about 10 minutes.", {"blood": BLOOD, "climb": CLIMB}, ("blood",), "pass"),
    w.diag("en-al-075", "diag.missed", "How much is parking per hour at Elm Street?", "The documents don't say how much parking costs at Elm Street.", {"ferry": FERRY, "cowork": COWORK}, ("garage",), "fix_retrieval"),
    w.diag("en-al-076", "diag.correct_refusal", "What is the Wi-Fi password at Hive Works?", "The information provided doesn't include the Wi-Fi password.", {"cowork": COWORK}, (), "correct_refusal"),
    w.diag("en-al-077", "diag.unfaithful", "What does a monthly membership cost at Summit Wall?", "A monthly membership costs €75.", {"climb": CLIMB}, ("climb",), "fix_generation"),
    w.diag("en-al-078", "diag.offtopic", "When does the pottery course start?", "Students may book the studio for extra practice on any day except Monday.", {"pottery": POTTERY, "garage": GARAGE}, ("pottery",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
