"""English cases of set AK: a wine cellar tour, a kindergarten, a photo lab, a rowing regatta,
a night bus service, a locksmith and a trampoline park."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CELLAR = (
    "The Rosenthal cellar tour starts at 2:30 p.m. every Saturday and lasts 75 minutes. "
    "Guide Marta Ilves leads groups of up to 14 visitors through three vaulted rooms. "
    "Tickets cost €18 and include a tasting of four wines; children under 12 enter free but do not taste. "
    "The estate fills about 1,500,000 bottles a year."
)
KINDER = (
    "Little Acorns Kindergarten opens at 7:15 a.m. and closes at 5:45 p.m. on weekdays. "
    "Parents must collect their children by 5:45 p.m. or pay a late fee of $12 per quarter hour. "
    "Every group has 18 children and two teachers, and lunch is served at 11:30 a.m."
)
PHOTO = (
    "Brightwell Photo Lab develops 35mm colour film in two working days for £9.50 per roll. "
    "Scans at 4,000 dpi cost an extra £6. "
    "The lab is closed on Mondays, and orders placed after 4 p.m. are counted from the next working day."
)
REGATTA = (
    "The Lakeford Regatta takes place on 14 June 2025 on a 2,000-metre course. "
    "Crews from 26 clubs have entered, 13 of them from abroad. "
    "The first race starts at 8:40 a.m., and the women's eights final is rowed at 3:10 p.m. "
    "The winning crew of that final receives the Harwood Cup."
)
NIGHTBUS = (
    "Night bus N7 runs from Central Station to Elm Park every 20 minutes between midnight and 5 a.m. "
    "The journey takes 35 minutes, and a single fare is $2.40. "
    "On Sundays and public holidays the bus runs only every 40 minutes."
)
LOCKSMITH = (
    "Keller Locksmiths answers emergency calls around the clock, 365 days a year. "
    "A call-out within the city costs $85, and every extra hour of work costs $40. "
    "Technician Owen Pratt covers the northern districts, while Lina Ferreira covers the south."
)
TRAMPOLINE = (
    "Skyhop Trampoline Park sells 60-minute jump sessions for $16 each. "
    "Grip socks are required and cost $3 a pair. "
    "Children under six may jump only in the Tiny Hop zone, and every jumper must sign a waiver first."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-ak-001", "para.reorder", "When does the cellar tour start and how long is it?", "It lasts 75 minutes and starts at 2:30 p.m. every Saturday.", CELLAR, True),
    w.faith("en-ak-002", "para.passive", "Who leads the cellar tour?", "The groups are led through three vaulted rooms by guide Marta Ilves.", CELLAR, True),
    w.faith("en-ak-003", "para.synonym", "Do kids pay for the cellar tour?", "Kids younger than 12 get in for free, though they don't taste the wines.", CELLAR, True),
    w.faith("en-ak-004", "para.nominal", "When does the first race of the regatta start?", "The start of the first race is at 8:40 a.m.", REGATTA, True),
    w.faith("en-ak-005", "para.capital", "Which trophy does the women's eights winner get?", "THE WINNING CREW OF THE WOMEN'S EIGHTS FINAL RECEIVES THE HARWOOD CUP.", REGATTA, True),
    w.faith("en-ak-006", "para.pronoun", "Who covers the northern districts for Keller Locksmiths?", "Owen Pratt does; he is the technician for the northern districts.", LOCKSMITH, True),
    w.faith("en-ak-007", "para.relative", "Who leads the cellar tour?", "Marta Ilves, who is the guide, leads groups of up to 14 visitors.", CELLAR, True),
    w.faith("en-ak-008", "para.part", "How much is a cellar tour ticket?", "A ticket costs €18.", CELLAR, True),
    w.faith("en-ak-009", "para.combine", "What does it cost to develop a roll and get a high-resolution scan?", "Developing a roll of 35mm colour film costs £9.50, and a 4,000 dpi scan costs £6 on top.", PHOTO, True),
    w.faith("en-ak-010", "fmt.number", "How many clubs entered the regatta?", "Twenty-six clubs have entered crews.", REGATTA, True),
    w.faith("en-ak-011", "fmt.thousands", "How long is the regatta course?", "The course is 2000 metres long.", REGATTA, True),
    w.faith("en-ak-012", "fmt.scale", "How many bottles does the Rosenthal estate fill?", "It fills about 1.5 million bottles a year.", CELLAR, True),
    w.faith("en-ak-013", "fmt.date", "When is the Lakeford Regatta?", "It takes place on June 14, 2025.", REGATTA, True),
    w.faith("en-ak-014", "fmt.time", "When is the women's eights final?", "The final is rowed at 15:10.", REGATTA, True),
    w.faith("en-ak-015", "fmt.unit", "How long is the regatta course?", "The course is 2 kilometres long.", REGATTA, True),
    w.faith("en-ak-016", "fmt.abbrev", "How long is the Lakeford course?", "The course is 2,000 m.", REGATTA, True),
    w.faith("en-ak-017", "fmt.currency", "How much is a single fare on the N7?", "A single ride costs two dollars and forty cents.", NIGHTBUS, True),
    w.faith("en-ak-018", "fmt.range", "When does the N7 run?", "Every 20 minutes, midnight–5 a.m.", NIGHTBUS, True),
    w.faith("en-ak-019", "fmt.period", "How long does the cellar tour last?", "The tour lasts one hour and fifteen minutes.", CELLAR, True),
    w.faith("en-ak-020", "fmt.share", "How many of the clubs come from abroad?", "Half of the clubs come from abroad.", REGATTA, True),
    w.faith("en-ak-021", "para.except", "How often does the N7 run?", "Every 20 minutes, except on Sundays and public holidays, when it runs only every 40 minutes.", NIGHTBUS, True),
    w.faith("en-ak-022", "wrap.opener", "How much does a locksmith call-out cost?", "Sure! A call-out within the city costs $85.", LOCKSMITH, True),
    w.faith("en-ak-023", "wrap.closer", "What time is lunch at Little Acorns?", "Lunch is served at 11:30 a.m. Hope that helps!", KINDER, True),
    w.faith("en-ak-024", "wrap.attribution", "How long does film developing take?", "According to the lab's information, 35mm colour film is developed in two working days.", PHOTO, True),
    w.faith("en-ak-025", "wrap.hedge", "How many teachers does each group have?", "I believe each group has two teachers.", KINDER, True),
    w.faith("en-ak-026", "wrap.question", "When does the kindergarten close?", "When does it close? At 5:45 p.m. on weekdays.", KINDER, True),
    w.faith("en-ak-027", "para.passive", "Who receives the Harwood Cup?", "The Harwood Cup is awarded to the winning crew of the women's eights final.", REGATTA, True),
    w.faith("en-ak-028", "para.synonym", "Can I drop off film on a Monday?", "No, the lab does not open on Mondays.", PHOTO, True),
    w.faith("en-ak-029", "para.synonym", "How often does the N7 come at night?", "A bus leaves every 20 minutes between midnight and 5 a.m.", NIGHTBUS, True),
    w.faith("en-ak-030", "para.reorder", "What are the locksmith's charges?", "Extra hours cost $40 each, on top of the $85 call-out within the city.", LOCKSMITH, True),
    w.faith("en-ak-031", "para.pronoun", "Who covers the south for Keller Locksmiths?", "Lina Ferreira. She covers the southern districts.", LOCKSMITH, True),
    w.faith("en-ak-032", "para.relative", "How long is the N7 trip?", "The N7, which runs from Central Station to Elm Park, takes 35 minutes.", NIGHTBUS, True),
    w.faith("en-ak-033", "para.part", "When does the kindergarten open?", "It opens at 7:15 a.m. on weekdays.", KINDER, True),
    w.faith("en-ak-034", "para.combine", "What happens if parents are late?", "Parents who collect their child after 5:45 p.m. pay $12 for every quarter hour.", KINDER, True),
    w.faith("en-ak-035", "fmt.time", "When does the kindergarten open?", "At 07:15 on weekdays.", KINDER, True),
    w.faith("en-ak-036", "fmt.currency", "How much is a cellar tour ticket?", "Tickets are 18 euros each.", CELLAR, True),
    w.faith("en-ak-037", "fmt.number", "How big can a cellar tour group be?", "A group can have up to fourteen visitors.", CELLAR, True),
    w.faith("en-ak-038", "fmt.period", "What is the late fee at Little Acorns?", "Late pickup costs $12 for every 15 minutes.", KINDER, True),
    w.faith("en-ak-039", "fmt.range", "What are the kindergarten's opening hours?", "Weekdays, 7:15 a.m.–5:45 p.m.", KINDER, True),
    w.faith("en-ak-040", "fmt.abbrev", "When does the kindergarten open?", "It opens at 7:15 a.m., Mon–Fri.", KINDER, True),
    w.faith("en-ak-041", "wrap.opener", "How long is the ride on the N7?", "Great question. The journey takes 35 minutes.", NIGHTBUS, True),
    w.faith("en-ak-042", "wrap.attribution", "Who covers the northern districts?", "The locksmith's details say that Owen Pratt covers the northern districts.", LOCKSMITH, True),
    w.faith("en-ak-043", "wrap.hedge", "Is the photo lab open on Mondays?", "It seems the lab is closed on Mondays.", PHOTO, True),
    w.faith("en-ak-044", "wrap.closer", "How fast is film developed?", "Film is developed in two working days. Let me know if you need anything else.", PHOTO, True),
    w.faith("en-ak-045", "para.except", "Who gets the wine tasting on the cellar tour?", "Every visitor tastes four wines except children under 12.", CELLAR, True),
    # single clear errors
    w.faith("en-ak-046", "value.number", "How many wines are in the tasting?", "The tasting includes five wines.", CELLAR, False),
    w.faith("en-ak-047", "value.time", "When does the first regatta race start?", "The first race starts at 9:40 a.m.", REGATTA, False),
    w.faith("en-ak-048", "value.currency", "How much does a 4,000 dpi scan cost?", "A 4,000 dpi scan costs an extra £9.", PHOTO, False),
    w.faith("en-ak-049", "role.swap", "Who covers the northern districts?", "Lina Ferreira covers the northern districts, and Owen Pratt covers the south.", LOCKSMITH, False),
    w.faith("en-ak-050", "negation", "Do children under 12 taste the wines?", "Yes, children under 12 enter free and taste the wines too.", CELLAR, False),
    w.faith("en-ak-051", "antonym", "What about orders placed late in the day?", "Orders placed after 4 p.m. are counted from the previous working day.", PHOTO, False),
    w.faith("en-ak-052", "modality", "Do jumpers need to sign a waiver?", "Jumpers may sign a waiver, but they don't have to.", TRAMPOLINE, False),
    w.faith("en-ak-053", "quantifier", "Where do the clubs come from?", "All 26 clubs come from abroad.", REGATTA, False),
    w.faith("en-ak-054", "direction", "Where does the N7 go?", "The N7 runs from Elm Park to Central Station.", NIGHTBUS, False),
    w.faith("en-ak-055", "added.fact", "How much is the N7 fare?", "A single fare is $2.40, and children ride free.", NIGHTBUS, False),
    w.faith("en-ak-056", "value.except", "When does the N7 run less often?", "The bus runs only every 40 minutes on Saturdays and public holidays.", NIGHTBUS, False),
    w.faith("en-ak-057", "value.date", "When is the Lakeford Regatta?", "It takes place on 14 July 2025.", REGATTA, False),
]

REFUSAL = [
    w.refusal("en-ak-058", "refusal.plain", "Is there parking at Skyhop?", "I don't know whether Skyhop has parking.", TRAMPOLINE, True),
    w.refusal("en-ak-059", "refusal.context", "What time does the photo lab close?", "The provided information doesn't say when the lab closes.", PHOTO, True),
    w.refusal("en-ak-060", "refusal.hedged", "How long is a Skyhop session?", "I'm not entirely sure, but sessions seem to last 60 minutes.", TRAMPOLINE, False),
]

CORRECTNESS = [
    w.correct("en-ak-061", "correct.wordy", "When does the Rosenthal cellar tour start?", "The tour sets off every Saturday at half past two in the afternoon, so that's when you should plan your visit.", "At 2:30 p.m. on Saturdays.", True),
    w.correct("en-ak-062", "correct.wordy", "How long does the N7 journey take?", "If you board the N7 at Central Station, you'll reach Elm Park after about 35 minutes on the bus.", "35 minutes.", True),
    w.correct("en-ak-063", "correct.format", "When is the Lakeford Regatta?", "June 14, 2025.", "On 14 June 2025.", True),
    w.correct("en-ak-064", "wrong.value", "How much does a late pickup cost at Little Acorns?", "A late pickup costs $20 per quarter hour.", "$12 per quarter hour.", False),
]

RELEVANCY = [
    w.relevant("en-ak-065", "relevant.direct", "At what time do the kids eat at midday?", "11:30 in the morning.", KINDER, True),
    w.relevant("en-ak-066", "relevant.direct", "What do grip socks cost at Skyhop?", "$3 a pair.", TRAMPOLINE, True),
    w.relevant("en-ak-067", "relevant.direct", "How do I get from Central Station to Elm Park late at night?", "Take night bus N7; one leaves every 20 minutes after midnight.", NIGHTBUS, True),
    w.relevant("en-ak-068", "relevant.yesno", "Can my five-year-old use all the trampolines?", "No, children under six are limited to the Tiny Hop zone.", TRAMPOLINE, True),
    w.relevant("en-ak-069", "offtopic.true", "How much does a Skyhop session cost?", "Every jumper must sign a waiver first.", TRAMPOLINE, False),
]

DIAGNOSIS = [
    w.diag("en-ak-070", "diag.pass", "How much does a locksmith call-out within the city cost?", "A call-out within the city costs $85.", {"lock-1": LOCKSMITH, "bus-1": NIGHTBUS}, ("lock-1",), "pass"),
    w.diag("en-ak-071", "diag.missed", "How long do Skyhop sessions last?", "The documents don't say how long a session lasts.", {"photo-1": PHOTO, "bus-1": NIGHTBUS}, ("jump-1",), "fix_retrieval"),
    w.diag("en-ak-072", "diag.correct_refusal", "Does the Rosenthal estate ship wine abroad?", "The information doesn't say whether the estate ships wine abroad.", {"cellar-1": CELLAR}, (), "correct_refusal"),
    w.diag("en-ak-073", "diag.unfaithful", "When is the women's eights final?", "The women's eights final is rowed at 1:10 p.m.", {"regatta-1": REGATTA}, ("regatta-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
