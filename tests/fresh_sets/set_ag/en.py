"""English cases of set AG: a hostel, a climbing gym, a car wash and a city archive."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HOSTEL = (
    "The Pinecone Hostel on Larch Street has 42 beds spread over six dormitories and four private rooms. "
    "Check-in opens at 3 p.m. and checkout is at 10:30 a.m. "
    "A bed in a dorm costs $28 per night, and breakfast is included for guests who book directly. "
    "Towels can be rented at the front desk for $2."
)
HOSTEL_RULES = (
    "Quiet hours at the Pinecone Hostel run from 11 p.m. to 7 a.m. "
    "Guests may store luggage at reception for free on the day of departure. "
    "The shared kitchen is open every day except Tuesday, when it is cleaned. "
    "Pets are not allowed in any room."
)
CLIMB = (
    "Redline Climbing Gym opened in March 2019 and has 1,200 square meters of climbing walls. "
    "A day pass costs €14, and a ten-visit card costs €120. "
    "Beginners must take a 90-minute safety course before climbing alone. "
    "Children under 12 may climb only when an adult is present."
)
CLIMB_BOULDER = (
    "Redline's bouldering area was expanded in 2023, raising the number of routes from 80 to 110. "
    "Route setter Tomas Keller resets half of the routes every two weeks. "
    "Climbing shoes can be rented for €4 a pair."
)
CARWASH = (
    "Sparkle Car Wash on Route 9 is open Monday to Saturday from 7 a.m. to 8 p.m. "
    "A basic exterior wash takes about 8 minutes and costs $12, and the deluxe package adds interior vacuuming and tire shine for $25. "
    "Members pay a flat $39 per month for unlimited basic washes. "
    "Owner Dale Pruitt hired Rosa Lin as shift manager in 2022."
)
ARCHIVE = (
    "The Harlow City Archive holds about 2,500,000 documents, the oldest dating from 1742. "
    "Visitors need a reader's card, which is issued free of charge at the entrance with a photo ID. "
    "The reading room is open from 9:00 to 16:30 on weekdays. "
    "Photocopies cost 15 cents per page, but photographing documents with your own phone is free."
)
ARCHIVE_TOURS = (
    "Archivist Maria Delgado leads a guided tour of the archive's basement vaults on the first Saturday of every month. "
    "The tour lasts 45 minutes and is limited to 12 people. "
    "Bags must be left in the lockers before entering the vaults. "
    "A new reading room opened on September 14, 2021."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-ag-001", "para.reorder", "When are check-in and checkout at the Pinecone Hostel?", "Checkout is at 10:30 a.m., and check-in opens at 3 p.m.", HOSTEL, True),
    w.faith("en-ag-002", "para.passive", "Who resets the routes in Redline's bouldering area?", "Half of the routes are reset every two weeks by route setter Tomas Keller.", CLIMB_BOULDER, True),
    w.faith("en-ag-003", "para.synonym", "Can I bring my cat to the Pinecone Hostel?", "No, pets are forbidden in every room.", HOSTEL_RULES, True),
    w.faith("en-ag-004", "para.nominal", "What do beginners have to do at Redline?", "Completion of a 90-minute safety course is required before beginners can climb alone.", CLIMB, True),
    w.faith("en-ag-005", "para.capital", "How much is a day pass at Redline?", "a day pass at redline climbing gym costs €14.", CLIMB, True),
    w.faith("en-ag-006", "para.pronoun", "Who leads the vault tour at the archive?", "Maria Delgado does; she is an archivist and leads it on the first Saturday of every month.", ARCHIVE_TOURS, True),
    w.faith("en-ag-007", "para.relative", "What does the deluxe package at Sparkle Car Wash include?", "The deluxe package, which costs $25, adds interior vacuuming and tire shine.", CARWASH, True),
    w.faith("en-ag-008", "para.part", "How many beds does the Pinecone Hostel have?", "It has 42 beds.", HOSTEL, True),
    w.faith("en-ag-009", "para.combine", "What should I know about the vault tour?", "The vault tour, led by Maria Delgado on the first Saturday of each month, lasts 45 minutes.", ARCHIVE_TOURS, True),
    w.faith("en-ag-010", "fmt.number", "How many private rooms does the hostel have?", "The hostel has 4 private rooms and 6 dorms.", HOSTEL, True),
    w.faith("en-ag-011", "fmt.thousands", "How much wall space does Redline have?", "Redline has 1200 square meters of climbing walls.", CLIMB, True),
    w.faith("en-ag-012", "fmt.scale", "How many documents does the Harlow City Archive hold?", "It holds about 2.5 million documents.", ARCHIVE, True),
    w.faith("en-ag-013", "fmt.date", "When did the archive's new reading room open?", "The new reading room opened on 2021-09-14.", ARCHIVE_TOURS, True),
    w.faith("en-ag-014", "fmt.time", "What time does the archive reading room close?", "It closes at 4:30 p.m. on weekdays.", ARCHIVE, True),
    w.faith("en-ag-015", "fmt.unit", "How long is Redline's safety course?", "The safety course takes an hour and a half.", CLIMB, True),
    w.faith("en-ag-016", "fmt.abbrev", "On which days is Sparkle Car Wash open?", "It's open Mon–Sat.", CARWASH, True),
    w.faith("en-ag-017", "fmt.currency", "Can I get a towel at the hostel?", "Yes, towels can be rented at the front desk for two dollars.", HOSTEL, True),
    w.faith("en-ag-018", "fmt.range", "When are quiet hours at the hostel?", "Quiet hours are 11 p.m.–7 a.m.", HOSTEL_RULES, True),
    w.faith("en-ag-019", "fmt.period", "How often does Tomas Keller reset routes?", "He resets half of the routes fortnightly.", CLIMB_BOULDER, True),
    w.faith("en-ag-020", "fmt.share", "How many of the boulder routes get reset?", "Tomas Keller resets 50% of the routes every two weeks.", CLIMB_BOULDER, True),
    w.faith("en-ag-021", "para.except", "When can guests use the hostel kitchen?", "The shared kitchen is closed on Tuesdays for cleaning and open on all other days.", HOSTEL_RULES, True),
    w.faith("en-ag-022", "wrap.opener", "Is luggage storage free at the hostel?", "Good question! Yes, on your departure day you can leave your luggage at reception for free.", HOSTEL_RULES, True),
    w.faith("en-ag-023", "wrap.closer", "How much is a basic wash at Sparkle?", "A basic exterior wash costs $12 and takes about 8 minutes. Hope this helps!", CARWASH, True),
    w.faith("en-ag-024", "wrap.attribution", "What does a reader's card cost?", "According to the archive's information, the reader's card is issued free of charge at the entrance with a photo ID.", ARCHIVE, True),
    w.faith("en-ag-025", "wrap.hedge", "How much is a Sparkle membership?", "It looks like members pay a flat $39 a month for unlimited basic washes.", CARWASH, True),
    w.faith("en-ag-026", "wrap.question", "Can children climb at Redline?", "Can children climb? Yes, but children under 12 may climb only when an adult is present.", CLIMB, True),
    w.faith("en-ag-027", "para.synonym", "Do I have to pay to photograph documents at the archive?", "No, taking photos of documents with your own phone costs nothing.", ARCHIVE, True),
    w.faith("en-ag-028", "fmt.time", "What are Sparkle Car Wash's opening hours?", "It opens at 7:00 and closes at 20:00, Monday to Saturday.", CARWASH, True),
    w.faith("en-ag-029", "fmt.number", "How many people can join the vault tour?", "The vault tour takes no more than twelve people.", ARCHIVE_TOURS, True),
    w.faith("en-ag-030", "para.passive", "What changed in Redline's bouldering area?", "The gym expanded the bouldering area in 2023, increasing the number of routes from 80 to 110.", CLIMB_BOULDER, True),
    w.faith("en-ag-031", "fmt.currency", "How much is a ten-visit card at Redline?", "The ten-visit card costs 120 euros.", CLIMB, True),
    w.faith("en-ag-032", "wrap.attribution", "How much is a dorm bed at the Pinecone Hostel?", "The hostel says a dorm bed costs $28 per night, with breakfast included when you book directly.", HOSTEL, True),
    w.faith("en-ag-033", "para.combine", "What do I need before visiting the archive?", "Bring a photo ID to get a free reader's card at the entrance, and note that the reading room is open from 9:00 to 16:30 on weekdays.", ARCHIVE, True),
    w.faith("en-ag-034", "para.reorder", "What happens to bags on the vault tour?", "Before entering the vaults, you must leave your bags in the lockers.", ARCHIVE_TOURS, True),
    # one clear error each
    w.faith("en-ag-035", "value.number", "How many beds does the Pinecone Hostel have?", "The Pinecone Hostel has 24 beds.", HOSTEL, False),
    w.faith("en-ag-036", "value.date", "When did the archive's new reading room open?", "It opened on September 24, 2021.", ARCHIVE_TOURS, False),
    w.faith("en-ag-037", "value.time", "What time is checkout at the hostel?", "Checkout is at 11:30 a.m.", HOSTEL, False),
    w.faith("en-ag-038", "value.unit", "How long does a basic wash take at Sparkle?", "A basic exterior wash takes about 8 hours.", CARWASH, False),
    w.faith("en-ag-039", "value.currency", "How much is a day pass at Redline?", "A day pass at Redline costs €24.", CLIMB, False),
    w.faith("en-ag-040", "role.swap", "Who hired the shift manager at Sparkle?", "Rosa Lin hired Dale Pruitt as shift manager in 2022.", CARWASH, False),
    w.faith("en-ag-041", "negation", "Are pets allowed at the Pinecone Hostel?", "Yes, pets are allowed in the rooms.", HOSTEL_RULES, False),
    w.faith("en-ag-042", "antonym", "How old are the archive's documents?", "The newest documents in the archive date from 1742.", ARCHIVE, False),
    w.faith("en-ag-043", "modality", "Can I leave my luggage at reception when I check out?", "Guests must store their luggage at reception on the day of departure.", HOSTEL_RULES, False),
    w.faith("en-ag-044", "quantifier", "How many routes does Tomas Keller reset?", "Tomas Keller resets all of the routes every two weeks.", CLIMB_BOULDER, False),
    w.faith("en-ag-045", "value.except", "When is the hostel kitchen open?", "The shared kitchen is open every day except Sunday.", HOSTEL_RULES, False),
    w.faith("en-ag-046", "direction", "What happened to the bouldering area in 2023?", "In 2023 the number of boulder routes dropped from 110 to 80.", CLIMB_BOULDER, False),
    w.faith("en-ag-047", "added.fact", "How much is a basic wash at Sparkle?", "A basic exterior wash costs $12 and comes with a free air freshener.", CARWASH, False),
    w.faith("en-ag-048", "added.entity", "Who leads the vault tour?", "Archivist Maria Delgado leads the vault tour together with her colleague James Hart.", ARCHIVE_TOURS, False),
    w.faith("en-ag-049", "value.number", "How many people can join the vault tour?", "The vault tour is limited to 15 people.", ARCHIVE_TOURS, False),
    w.faith("en-ag-050", "negation", "Is breakfast included at the Pinecone Hostel?", "Breakfast is not included for guests who book directly.", HOSTEL, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-ag-051", "refusal.plain", "Does the Pinecone Hostel have parking?", "I don't know whether the hostel has parking.", HOSTEL, True),
    w.refusal("en-ag-052", "refusal.context", "Does Redline sell chalk?", "The provided information doesn't mention whether Redline sells chalk.", CLIMB, True),
    w.refusal("en-ag-053", "refusal.hedged", "When does Sparkle Car Wash close?", "I'm not entirely sure, but it appears to close at 8 p.m. from Monday to Saturday.", CARWASH, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-ag-054", "correct.wordy", "What does a dorm bed cost at the Pinecone Hostel?", "If you stay in one of the dormitories at the Pinecone Hostel, you'll pay $28 for each night.", "$28 per night.", True),
    w.correct("en-ag-055", "correct.wordy", "How long does the archive's vault tour last?", "The guided tour of the basement vaults runs for 45 minutes from start to finish.", "45 minutes.", True),
    w.correct("en-ag-056", "correct.format", "When does the archive reading room open on weekdays?", "9 a.m.", "At 9:00.", True),
    w.correct("en-ag-057", "wrong.value", "How much does it cost to rent climbing shoes at Redline?", "Renting climbing shoes costs €6 a pair.", "€4 a pair.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-ag-058", "relevant.direct", "When can I check in at the hostel?", "From 3 p.m. onward.", HOSTEL, True),
    w.relevant("en-ag-059", "relevant.direct", "Where is Sparkle Car Wash?", "On Route 9.", CARWASH, True),
    w.relevant("en-ag-060", "relevant.direct", "How do I get a reader's card for the archive?", "Show a photo ID at the entrance and they'll issue you one for free.", ARCHIVE, True),
    w.relevant("en-ag-061", "relevant.yesno", "Can I rent shoes at Redline?", "Yes, for €4 a pair.", CLIMB_BOULDER, True),
    w.relevant("en-ag-062", "offtopic.true", "How much does a ten-visit card cost at Redline?", "Redline Climbing Gym opened in March 2019.", CLIMB, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-ag-063", "diag.pass", "How long is the archive's vault tour?", "The vault tour lasts 45 minutes.", {"archive-tours": ARCHIVE_TOURS, "archive-general": ARCHIVE}, ("archive-tours",), "pass"),
    w.diag("en-ag-064", "diag.missed", "What time is checkout at the Pinecone Hostel?", "The information I have doesn't say when checkout is.", {"hostel-rules": HOSTEL_RULES}, ("hostel-info",), "fix_retrieval"),
    w.diag("en-ag-065", "diag.correct_refusal", "Does Sparkle Car Wash sell gift cards?", "The provided information doesn't say whether Sparkle Car Wash sells gift cards.", {"carwash-info": CARWASH}, (), "correct_refusal"),
    w.diag("en-ag-066", "diag.unfaithful", "How much is a ten-visit card at Redline?", "A ten-visit card costs €150.", {"climb-prices": CLIMB}, ("climb-prices",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
