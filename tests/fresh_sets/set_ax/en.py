"""English cases of set AX: a community garden plot scheme, a violin repair shop, a night bus
service, a rock climbing gym, a board game café, a wedding venue, a dog grooming salon and a
city archive."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

GARDEN = (
    "The Larkfield Community Garden rents out 42 plots, each measuring 6 by 4 metres. "
    "A plot costs £35 per season, and the season runs from 1 March to 31 October. "
    "Every plot except the six raised beds by the gate has its own water tap. "
    "Plot holders must attend at least two work mornings a year."
)
VIOLIN = (
    "Hartwell Strings, a violin repair shop on Mercer Lane, is run by luthier Agnes Holloway. "
    "A full rehair of a violin bow costs $85 and takes three working days. "
    "The shop is open Tuesday to Saturday from 10 a.m. to 6 p.m. "
    "Agnes trained her assistant, Tomas Reid, who now handles all cello repairs."
)
NIGHT_BUS = (
    "The N14 night bus runs between Central Station and Brookhaven Park every 20 minutes from 11:40 p.m. until 5:10 a.m. "
    "A single fare costs £2.10, and children under 11 travel free. "
    "The route was extended by 3 kilometres in January 2024 to serve the new hospital. "
    "Since the extension, weekend ridership has risen by about 15 percent."
)
CLIMBING = (
    "Summit Wall climbing gym has 180 bouldering problems and 24 rope routes. "
    "A day pass costs $22, and a 10-visit card costs $190. "
    "First-time climbers must complete a 30-minute safety induction before using the ropes. "
    "The gym is closed on the first Monday of every month for route resetting."
)
BOARD_GAMES = (
    "The Rolling Meeple board game café has a library of 1,250 games. "
    "Tables are charged at €6 per person for up to three hours. "
    "Groups of eight or more need to book at least 48 hours in advance. "
    "On Wednesday evenings, staff member Priya Das runs a beginners' night for new players."
)
WEDDING = (
    "Ashcombe Manor hosts weddings for up to 120 seated guests in its Orangery. "
    "The venue hire fee is £4,800 on Saturdays and £3,200 on weekdays. "
    "Music must stop at 11:30 p.m., and all guests must leave the grounds by midnight. "
    "A deposit of 25 percent of the hire fee secures the date."
)
GROOMING = (
    "Pawsome Grooming Salon offers a full groom for small dogs at $55 and for large dogs at $80. "
    "Each appointment lasts about 90 minutes. "
    "The salon is run by Dana Whitfield, who hired groomer Leo Marsh in 2022. "
    "Dogs must be up to date on vaccinations to be seen."
)
ARCHIVE = (
    "The Dunmore City Archive holds about 2.3 million documents, the oldest dating from 1604. "
    "The reading room is open Monday to Thursday, 9:30 a.m. to 4:30 p.m. "
    "Visitors need a reader's card, which is free and valid for two years. "
    "Photography is allowed for personal research, but flash is not permitted."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-ax-001", "para.reorder", "How big is a plot and how much does it cost?", "Each plot costs £35 per season and measures 6 by 4 metres.", GARDEN, True),
    w.faith("en-ax-002", "para.passive", "Who trained Tomas Reid?", "Tomas Reid was trained by Agnes Holloway.", VIOLIN, True),
    w.faith("en-ax-003", "para.passive", "When did Leo Marsh join the salon?", "Leo Marsh was hired by Dana Whitfield in 2022.", GROOMING, True),
    w.faith("en-ax-004", "para.synonym", "What do first-time climbers have to do before using the ropes?", "First-time climbers are required to finish a 30-minute safety induction before climbing on the ropes.", CLIMBING, True),
    w.faith("en-ax-005", "para.synonym", "When is Summit Wall closed?", "The gym shuts on the first Monday of each month so the routes can be reset.", CLIMBING, True),
    w.faith("en-ax-006", "para.nominal", "What happened to the N14 route in January 2024?", "January 2024 saw a 3-kilometre extension of the route to serve the new hospital.", NIGHT_BUS, True),
    w.faith("en-ax-007", "para.capital", "Who runs the beginners' night?", "The beginners' night on Wednesday evenings is run by staff member PRIYA DAS.", BOARD_GAMES, True),
    w.faith("en-ax-008", "para.pronoun", "Who trained Tomas Reid, and what does he do now?", "Agnes Holloway trained him, and he now handles all cello repairs.", VIOLIN, True),
    w.faith("en-ax-009", "para.relative", "Who is Leo Marsh?", "Leo Marsh is a groomer who was hired in 2022 by Dana Whitfield, who runs Pawsome Grooming Salon.", GROOMING, True),
    w.faith("en-ax-010", "para.part", "How long is a reader's card valid?", "Issued free of charge, a reader's card is valid for two years.", ARCHIVE, True),
    w.faith("en-ax-011", "para.combine", "How many guests can Ashcombe Manor seat, and what does a Saturday cost?", "The Orangery takes up to 120 seated guests, and hiring the venue on a Saturday costs £4,800.", WEDDING, True),
    w.faith("en-ax-012", "fmt.number", "How many rope routes does Summit Wall have?", "It has twenty-four rope routes.", CLIMBING, True),
    w.faith("en-ax-013", "fmt.thousands", "How many games does the café have?", "The library holds 1250 games.", BOARD_GAMES, True),
    w.faith("en-ax-014", "fmt.scale", "How many documents does the archive hold?", "Roughly 2,300,000 documents.", ARCHIVE, True),
    w.faith("en-ax-015", "fmt.date", "When does the garden season start and end?", "The season runs from March 1st to October 31st.", GARDEN, True),
    w.faith("en-ax-016", "fmt.time", "Until what time does the N14 run?", "The N14 runs until 05:10.", NIGHT_BUS, True),
    w.faith("en-ax-017", "fmt.time", "When does the music have to stop at Ashcombe Manor?", "Music must stop at 23:30.", WEDDING, True),
    w.faith("en-ax-018", "fmt.unit", "How long does a grooming appointment take?", "About an hour and a half.", GROOMING, True),
    w.faith("en-ax-019", "fmt.abbrev", "When is the violin shop open?", "Tue–Sat, 10 a.m.–6 p.m.", VIOLIN, True),
    w.faith("en-ax-020", "fmt.currency", "How much is a single fare on the N14?", "A single fare is GBP 2.10.", NIGHT_BUS, True),
    w.faith("en-ax-021", "fmt.range", "When can I use the reading room?", "It's open Monday through Thursday, 9:30 a.m.–4:30 p.m.", ARCHIVE, True),
    w.faith("en-ax-022", "fmt.period", "How often does the N14 come?", "Three times an hour.", NIGHT_BUS, True),
    w.faith("en-ax-023", "fmt.share", "How much is the deposit at Ashcombe Manor?", "The date is secured with a deposit of one quarter of the hire fee.", WEDDING, True),
    w.faith("en-ax-024", "para.except", "Which plots have their own water tap?", "All plots have their own tap apart from the six raised beds by the gate.", GARDEN, True),
    w.faith("en-ax-025", "wrap.opener", "How much is a 10-visit card?", "Good question! A 10-visit card at Summit Wall costs $190.", CLIMBING, True),
    w.faith("en-ax-026", "wrap.closer", "Do dogs need vaccinations?", "Yes, dogs must be up to date on their vaccinations to be seen. Hope this helps!", GROOMING, True),
    w.faith("en-ax-027", "wrap.attribution", "Can I use flash when taking photos at the archive?", "According to the provided information, flash is not permitted, though photography for personal research is allowed.", ARCHIVE, True),
    w.faith("en-ax-028", "wrap.hedge", "How much is a table at the café?", "It looks like tables cost €6 per person for up to three hours.", BOARD_GAMES, True),
    w.faith("en-ax-029", "wrap.question", "Does a big group need to book ahead?", "Groups of eight or more need to book at least 48 hours in advance. Are you planning a group visit?", BOARD_GAMES, True),
    # single clear errors
    w.faith("en-ax-030", "value.number", "How many plots does the garden rent out?", "The garden rents out 24 plots.", GARDEN, False),
    w.faith("en-ax-031", "value.date", "When was the N14 route extended?", "The route was extended in June 2024.", NIGHT_BUS, False),
    w.faith("en-ax-032", "value.time", "When does the violin shop close?", "The shop closes at 5 p.m.", VIOLIN, False),
    w.faith("en-ax-033", "value.unit", "How long is the safety induction?", "The safety induction takes 30 hours.", CLIMBING, False),
    w.faith("en-ax-034", "value.currency", "How much is a day pass at Summit Wall?", "A day pass costs €22.", CLIMBING, False),
    w.faith("en-ax-035", "role.swap", "Who trained whom at Hartwell Strings?", "Tomas Reid trained Agnes Holloway.", VIOLIN, False),
    w.faith("en-ax-036", "negation", "Can visitors take photos in the archive?", "No, photography is not allowed in the archive.", ARCHIVE, False),
    w.faith("en-ax-037", "negation", "Is the reader's card free?", "No, the reader's card is not free.", ARCHIVE, False),
    w.faith("en-ax-038", "antonym", "How old is the oldest document in the archive?", "The newest document in the archive dates from 1604.", ARCHIVE, False),
    w.faith("en-ax-039", "modality", "Do plot holders have to attend work mornings?", "Plot holders may attend work mornings if they wish, but it isn't required.", GARDEN, False),
    w.faith("en-ax-040", "quantifier", "Which groups need to book ahead?", "All groups need to book at least 48 hours in advance.", BOARD_GAMES, False),
    w.faith("en-ax-041", "direction", "How has weekend ridership changed since the extension?", "Weekend ridership has dropped by about 15 percent.", NIGHT_BUS, False),
    w.faith("en-ax-042", "added.fact", "How much is a single fare on the N14?", "A single fare costs £2.10, and a day ticket costs £5.", NIGHT_BUS, False),
    w.faith("en-ax-043", "value.except", "Which plots have their own water tap?", "Every plot has its own tap except the four plots behind the shed.", GARDEN, False),
    w.faith("en-ax-044", "added.entity", "Who runs the grooming salon?", "The salon is run by Dana Whitfield and her sister Carla.", GROOMING, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-ax-045", "refusal.plain", "Does the Rolling Meeple serve vegan food?", "I'm sorry, I don't have that information.", BOARD_GAMES, True),
    w.refusal("en-ax-046", "refusal.context", "Is there parking at Ashcombe Manor?", "The provided context doesn't mention parking at Ashcombe Manor, so I can't answer that.", WEDDING, True),
    w.refusal("en-ax-047", "refusal.short", "Does Pawsome groom cats?", "I don't know.", GROOMING, True),
    w.refusal("en-ax-048", "refusal.hedged", "What time does the violin shop open on Saturdays?", "I can't be completely certain, but it seems the shop opens at 10 a.m. on Saturdays.", VIOLIN, False),
    w.refusal("en-ax-049", "refusal.partial", "How much is a bow rehair, and does the shop repair guitars?", "The details don't cover guitar repairs, but a full violin bow rehair costs $85.", VIOLIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-ax-050", "correct.wordy", "How much is a 10-visit card at Summit Wall?", "If you plan to climb regularly, Summit Wall sells a 10-visit card, and it costs $190 in total.", "$190.", True),
    w.correct("en-ax-051", "correct.wordy", "By when must guests leave Ashcombe Manor?", "All guests have to be off the grounds no later than midnight, so it's worth arranging transport for then.", "By midnight.", True),
    w.correct("en-ax-052", "correct.short", "How many bouldering problems does Summit Wall have?", "180.", "Summit Wall has 180 bouldering problems.", True),
    w.correct("en-ax-053", "correct.format", "How long is a grooming appointment?", "Roughly an hour and a half.", "About 90 minutes.", True),
    w.correct("en-ax-054", "wrong.value", "How much does a full bow rehair cost?", "A full bow rehair costs $58.", "$85.", False),
    w.correct("en-ax-055", "wrong.role", "Who hired Leo Marsh?", "Leo Marsh hired Dana Whitfield.", "Dana Whitfield hired Leo Marsh.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-ax-056", "relevant.direct", "When does the N14 start running at night?", "The first departure is at 11:40 p.m.", NIGHT_BUS, True),
    w.relevant("en-ax-057", "relevant.direct", "Where is Hartwell Strings located?", "On Mercer Lane.", VIOLIN, True),
    w.relevant("en-ax-058", "relevant.direct", "What's the price of hiring the manor on a Saturday?", "That's £4,800.", WEDDING, True),
    w.relevant("en-ax-059", "relevant.direct", "How do I get into the archive's reading room?", "Apply for a reader's card; it's free and lasts two years.", ARCHIVE, True),
    w.relevant("en-ax-060", "relevant.direct", "Who looks after cellos at Hartwell Strings?", "Tomas Reid, Agnes's assistant.", VIOLIN, True),
    w.relevant("en-ax-061", "relevant.yesno", "Can children ride the night bus for free?", "Yes, if they're under 11.", NIGHT_BUS, True),
    w.relevant("en-ax-062", "offtopic.true", "How much does a day pass cost at Summit Wall?", "The gym is closed on the first Monday of every month for route resetting.", CLIMBING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "en-ax-063", "diag.pass", "How much is a full groom for a small dog at Pawsome?",
        "A full groom for a small dog costs $55.",
        {
            "pawsome-prices": "Pawsome Grooming Salon offers a full groom for small dogs at $55 and for large dogs at $80. Each appointment lasts about 90 minutes.",
            "pawsome-team": "Pawsome Grooming Salon is run by Dana Whitfield, who hired groomer Leo Marsh in 2022.",
        },
        ("pawsome-prices",), "pass",
    ),
    w.diag(
        "en-ax-064", "diag.missed", "What time must the music stop at Ashcombe Manor?",
        "I couldn't find when the music has to stop in the documents provided.",
        {
            "ashcombe-rooms": "Ashcombe Manor hosts weddings for up to 120 seated guests in its Orangery.",
            "ashcombe-fees": "The venue hire fee at Ashcombe Manor is £4,800 on Saturdays and £3,200 on weekdays.",
        },
        ("ashcombe-rules",), "fix_retrieval",
    ),
    w.diag(
        "en-ax-065", "diag.correct_refusal", "Does Summit Wall rent out climbing shoes?",
        "The documents don't say whether Summit Wall rents out climbing shoes.",
        {
            "summit-prices": "A day pass at Summit Wall costs $22, and a 10-visit card costs $190.",
            "summit-rules": "First-time climbers at Summit Wall must complete a 30-minute safety induction before using the ropes.",
        },
        (), "correct_refusal",
    ),
    w.diag(
        "en-ax-066", "diag.unfaithful", "How often does the N14 run?",
        "The N14 runs every 45 minutes through the night.",
        {
            "n14-timetable": "The N14 night bus runs between Central Station and Brookhaven Park every 20 minutes from 11:40 p.m. until 5:10 a.m.",
        },
        ("n14-timetable",), "fix_generation",
    ),
    w.diag(
        "en-ax-067", "diag.offtopic", "How long is a reader's card valid at the archive?",
        "The reading room is open Monday to Thursday, 9:30 a.m. to 4:30 p.m.",
        {
            "archive-access": "Visitors to the Dunmore City Archive need a reader's card, which is free and valid for two years. The reading room is open Monday to Thursday, 9:30 a.m. to 4:30 p.m.",
        },
        ("archive-access",), "fix_generation",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
