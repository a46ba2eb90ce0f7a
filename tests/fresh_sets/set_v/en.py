"""English cases of set V: a sourdough course at a bakery, a riverside bike tour, a pet hotel,
a children's swimming school, a community garden and a ferry to an island."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BAKERY = (
    "The Sourdough Basics course at Hollins Bakery runs on four Saturday mornings, from 8:30 to 11:30, starting on 12 April 2025. "
    "The course costs $180, which includes flour, a proofing basket and a jar of starter. "
    "Each class is limited to 8 participants, and students must be at least 16 years old. "
    "Chef Marta Quill teaches every session except the last one, which is led by her assistant, Devon Reyes."
)
BIKE = (
    "The Riverside Bike Tour leaves from the clock tower on Mill Square every day at 10:00 and returns around 13:00. "
    "The route is 24 kilometres long and mostly flat, with one short climb up to Castle Hill. "
    "Helmets are provided free of charge, but e-bikes cost an extra €15. "
    "Children under 12 must ride on a tandem with an adult."
)
PET_HOTEL = (
    "Whisker Lodge pet hotel takes cats and small dogs up to 10 kg. "
    "A standard room costs £32 per night, and a suite with a garden view costs £45 per night. "
    "All guests must be vaccinated, and owners have to show the vaccination record at check-in. "
    "Check-in is between 7 a.m. and 10 a.m., and check-out is by 6 p.m."
)
SWIM = (
    "Blue Lane Swimming School offers beginner lessons for children aged 5 to 8 on Tuesdays and Thursdays at 4:15 p.m. "
    "Each lesson lasts 45 minutes, and a ten-lesson card costs $140. "
    "Groups have no more than six children and are taught by two instructors. "
    "Parents may watch from the gallery but are not allowed on the pool deck."
)
GARDEN = (
    "The Elm Street Community Garden has 60 plots, and 45 of them are already rented for this season. "
    "A plot measures 3 by 4 metres and costs $25 for the year. "
    "Members must water their own plots, but the shared tools in the green shed can be borrowed free of charge. "
    "The garden gates are locked at 9 p.m. every night."
)
FERRY = (
    "The ferry to Gull Island departs from Pier 3 at 7:40, 11:10 and 16:30 on weekdays, and only at 11:10 on Sundays. "
    "The crossing takes 50 minutes, and an adult return ticket costs 1,250 kroner, while bicycles travel for free. "
    "Cars are not allowed on board from June to August. "
    "Last year the ferry carried 1.2 million passengers."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-v-001", "para.reorder", "When does the Sourdough Basics course begin?", "Starting on 12 April 2025, the course meets on four Saturday mornings.", BAKERY, True),
    w.faith("en-v-002", "fmt.date", "What is the first day of the sourdough course?", "The course starts on April 12, 2025.", BAKERY, True),
    w.faith("en-v-003", "fmt.time", "What time are the sourdough classes?", "The classes run from 8:30 a.m. to 11:30 a.m.", BAKERY, True),
    w.faith("en-v-004", "fmt.currency", "How much does the sourdough course cost?", "The course costs 180 dollars.", BAKERY, True),
    w.faith("en-v-005", "para.part", "What does the course fee include?", "Among other things, the fee covers a proofing basket.", BAKERY, True),
    w.faith("en-v-006", "para.except", "Does Marta Quill teach every session?", "She teaches all the sessions but the last one, which her assistant Devon Reyes leads.", BAKERY, True),
    w.faith("en-v-007", "para.passive", "Who leads the final sourdough session?", "Devon Reyes, Marta Quill's assistant, leads the final session.", BAKERY, True),
    w.faith("en-v-008", "wrap.opener", "How old do you need to be to take the sourdough course?", "Good question! You need to be at least 16 years old.", BAKERY, True),
    w.faith("en-v-009", "para.nominal", "Is there an age requirement for the sourdough course?", "Yes, there is a minimum age of 16 for students.", BAKERY, True),
    w.faith("en-v-010", "para.combine", "Where and when does the Riverside Bike Tour start?", "It leaves every day at 10:00 from the clock tower on Mill Square.", BIKE, True),
    w.faith("en-v-011", "fmt.unit", "How long is the bike route?", "The route is 24 km long.", BIKE, True),
    w.faith("en-v-012", "para.relative", "What is the bike route like?", "The route, which is 24 kilometres long, is mostly flat apart from one short climb up to Castle Hill.", BIKE, True),
    w.faith("en-v-013", "wrap.attribution", "Do I need to bring my own helmet on the bike tour?", "According to the tour details, helmets are provided free of charge.", BIKE, True),
    w.faith("en-v-014", "para.pronoun", "What is the rule for children under 12 on the bike tour?", "They have to ride on a tandem together with an adult.", BIKE, True),
    w.faith("en-v-015", "fmt.period", "How often does the Riverside Bike Tour run?", "The tour runs daily.", BIKE, True),
    w.faith("en-v-016", "fmt.currency", "How much is a standard room at Whisker Lodge?", "A standard room is 32 pounds a night.", PET_HOTEL, True),
    w.faith("en-v-017", "para.synonym", "Which animals does Whisker Lodge accept?", "It accepts cats and small dogs weighing no more than 10 kg.", PET_HOTEL, True),
    w.faith("en-v-018", "fmt.range", "When can I check my pet in at Whisker Lodge?", "Check-in is 7–10 a.m.", PET_HOTEL, True),
    w.faith("en-v-019", "wrap.closer", "How much does a garden-view suite cost at Whisker Lodge?", "A suite with a garden view is £45 per night. Hope that helps!", PET_HOTEL, True),
    w.faith("en-v-020", "fmt.period", "How long does a beginner swimming lesson last?", "Each lesson lasts three quarters of an hour.", SWIM, True),
    w.faith("en-v-021", "fmt.range", "Which ages are the beginner swimming lessons for?", "They are for children aged 5–8.", SWIM, True),
    w.faith("en-v-022", "fmt.abbrev", "When are the beginner swimming lessons held?", "Lessons are on Tue and Thu at 4:15 p.m.", SWIM, True),
    w.faith("en-v-023", "wrap.hedge", "Can parents stay on the pool deck during lessons?", "As far as I can tell, no: parents may watch from the gallery but aren't allowed on the pool deck.", SWIM, True),
    w.faith("en-v-024", "wrap.question", "How much is a ten-lesson card at Blue Lane?", "A ten-lesson card costs $140. Would you also like the lesson times?", SWIM, True),
    w.faith("en-v-025", "para.synonym", "How many teachers does each swimming group have?", "Every group has two instructors.", SWIM, True),
    w.faith("en-v-026", "fmt.share", "How many of the garden's plots are already rented?", "Three quarters of the 60 plots are already rented for this season.", GARDEN, True),
    w.faith("en-v-027", "fmt.unit", "How big is a plot in the community garden?", "A plot measures 3 m × 4 m.", GARDEN, True),
    w.faith("en-v-028", "para.capital", "where can i borrow garden tools?", "the shared tools are in the GREEN SHED and can be borrowed free of charge.", GARDEN, True),
    w.faith("en-v-029", "fmt.time", "When are the community garden gates locked?", "The gates are locked at 21:00 every night.", GARDEN, True),
    w.faith("en-v-030", "fmt.time", "When does the ferry to Gull Island leave on weekdays?", "On weekdays it leaves at 7:40 a.m., 11:10 a.m. and 4:30 p.m.", FERRY, True),
    w.faith("en-v-031", "fmt.thousands", "How much is an adult return ticket to Gull Island?", "An adult return ticket costs 1250 kroner.", FERRY, True),
    w.faith("en-v-032", "fmt.abbrev", "How long is the crossing to Gull Island?", "The crossing takes 50 min.", FERRY, True),
    w.faith("en-v-033", "para.except", "When does the ferry leave on Sundays?", "On Sundays there is no departure except the one at 11:10.", FERRY, True),
    w.faith("en-v-034", "fmt.scale", "How many passengers did the Gull Island ferry carry last year?", "It carried 1,200,000 passengers last year.", FERRY, True),
    w.faith("en-v-035", "fmt.range", "When are cars not allowed on the ferry?", "Cars can't go on board in June, July or August.", FERRY, True),
    # one clear error each
    w.faith("en-v-036", "value.number", "How many Saturdays does the sourdough course run?", "The course runs on five Saturday mornings.", BAKERY, False),
    w.faith("en-v-037", "role.swap", "Who leads the last sourdough session?", "The last session is led by Marta Quill, who is the assistant of Chef Devon Reyes.", BAKERY, False),
    w.faith("en-v-038", "value.except", "Which sessions does Chef Marta Quill teach?", "She teaches every session except the first one.", BAKERY, False),
    w.faith("en-v-039", "direction", "Which children have to ride on a tandem on the bike tour?", "Children over 12 must ride on a tandem with an adult.", BIKE, False),
    w.faith("en-v-040", "antonym", "What is the bike route like?", "The 24-kilometre route is mostly hilly.", BIKE, False),
    w.faith("en-v-041", "modality", "Do children under 12 have to ride on a tandem?", "No, children under 12 may ride on a tandem with an adult, but they don't have to.", BIKE, False),
    w.faith("en-v-042", "value.currency", "How much is a garden-view suite at Whisker Lodge?", "A garden-view suite costs £54 per night.", PET_HOTEL, False),
    w.faith("en-v-043", "added.fact", "How much is a standard room at Whisker Lodge?", "A standard room costs £32 per night, and that includes a daily walk.", PET_HOTEL, False),
    w.faith("en-v-044", "quantifier", "Which guests at Whisker Lodge need to be vaccinated?", "Only the dogs need to be vaccinated.", PET_HOTEL, False),
    w.faith("en-v-045", "negation", "Can parents watch the swimming lessons?", "No, parents are not allowed to watch the lessons.", SWIM, False),
    w.faith("en-v-046", "value.time", "What time do the beginner swimming lessons start?", "They start at 5:15 p.m. on Tuesdays and Thursdays.", SWIM, False),
    w.faith("en-v-047", "antonym", "What happens to the garden gates at 9 p.m.?", "The garden gates are unlocked at 9 p.m. every night.", GARDEN, False),
    w.faith("en-v-048", "value.time", "When does the ferry leave on Sundays?", "On Sundays the ferry leaves only at 11:40.", FERRY, False),
    w.faith("en-v-049", "added.entity", "What travels for free on the Gull Island ferry?", "Bicycles and dogs travel for free.", FERRY, False),
]

REFUSAL = [
    w.refusal("en-v-050", "refusal.plain", "Is there a café on board the Gull Island ferry?", "I'm sorry, but I don't know whether there is a café on board.", FERRY, True),
    w.refusal("en-v-051", "refusal.context", "Does Whisker Lodge offer grooming?", "The information provided doesn't mention grooming, so I can't say.", PET_HOTEL, True),
    w.refusal("en-v-052", "refusal.hedged", "How long is the Riverside Bike Tour route?", "I'm not completely sure, but the route seems to be 24 kilometres long.", BIKE, False),
    w.refusal("en-v-053", "refusal.partial", "How much does a garden plot cost, and is there a waiting list?", "A plot costs $25 for the year; the information says nothing about a waiting list.", GARDEN, False),
]

CORRECTNESS = [
    w.correct("en-v-054", "correct.wordy", "How long is each beginner lesson at Blue Lane Swimming School?", "Each of the beginner lessons at Blue Lane Swimming School lasts for a total of 45 minutes.", "45 minutes.", True),
    w.correct("en-v-055", "correct.short", "What time does the Riverside Bike Tour leave?", "10 a.m.", "The Riverside Bike Tour leaves at 10:00 every day.", True),
    w.correct("en-v-056", "correct.format", "How much is an adult return ticket to Gull Island?", "1250 kr.", "An adult return ticket costs 1,250 kroner.", True),
    w.correct("en-v-057", "wrong.value", "How many plots does the Elm Street Community Garden have?", "The garden has 80 plots.", "The garden has 60 plots.", False),
]

RELEVANCY = [
    w.relevant("en-v-058", "relevant.direct", "Where do I meet for the bike tour?", "At the clock tower on Mill Square.", BIKE, True),
    w.relevant("en-v-059", "relevant.yesno", "Are dogs welcome at Whisker Lodge?", "Yes, small ones up to 10 kg are.", PET_HOTEL, True),
    w.relevant("en-v-060", "offtopic.true", "How much does the sourdough course cost?", "Chef Marta Quill teaches every session except the last one.", BAKERY, False),
    w.relevant("en-v-061", "offtopic.other", "When is the last ferry to Gull Island on weekdays?", "Our rye bread is baked fresh every morning.", FERRY, False),
]

DIAGNOSIS = [
    w.diag("en-v-062", "diag.pass", "What time does the Gull Island ferry leave on Sundays?", "On Sundays it leaves only at 11:10.", {"ferry-times": FERRY, "garden-rules": GARDEN}, ("ferry-times",), "pass"),
    w.diag("en-v-063", "diag.missed", "How much does a garden-view suite at Whisker Lodge cost?", "The documents don't say how much a suite costs.", {"swim-school": SWIM, "bike-tour": BIKE}, ("pet-hotel",), "fix_retrieval"),
    w.diag("en-v-064", "diag.correct_refusal", "Does the Riverside Bike Tour include a vegetarian lunch?", "The information I have doesn't mention lunch on the bike tour, so I can't tell you.", {"bike-tour": BIKE, "ferry-times": FERRY}, (), "correct_refusal"),
    w.diag("en-v-065", "diag.unfaithful", "How old must students be for the Sourdough Basics course?", "Students must be at least 18 years old.", {"bakery-course": BAKERY, "swim-school": SWIM}, ("bakery-course",), "fix_generation"),
    w.diag("en-v-066", "diag.offtopic", "When are the community garden gates locked?", "A plot measures 3 by 4 metres and costs $25 for the year.", {"garden-rules": GARDEN}, ("garden-rules",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
