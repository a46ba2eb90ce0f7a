"""English cases of set W: a ski lift pass, a vet practice, a language school, a theatre, a
bus route, a campsite, an electronics repair shop and a science museum."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SKI = "The Alpenkamm day pass costs €58 for adults and €34 for children under 12. Lifts run from 8:30 a.m. to 4:15 p.m. between 14 December and 6 April. The Gipfel chairlift closes whenever wind speeds exceed 70 km/h."
VET = "Harbourside Vet Practice is open Monday to Friday from 8 a.m. to 7 p.m. and on Saturday mornings until 12:30. Dr. Imogen Pryce handles surgery, while Dr. Tomasz Wilk sees exotic pets such as rabbits and reptiles. A standard consultation costs £42, and vaccination boosters cost £29."
SCHOOL = "Lindwood Language School offers evening courses in Spanish, Japanese and Portuguese. Each course lasts 12 weeks, with two 90-minute lessons per week. Groups are capped at 8 students, and the enrolment fee of $75 is refunded if a course is cancelled."
THEATRE = "The Copperfield Theatre will stage 'The Glass Orchard' from 3 to 21 March 2025. Evening performances begin at 7:45 p.m., and there is a matinee every Saturday at 2:30 p.m. The auditorium seats 640 people, and latecomers are admitted only during the interval."
BUS = "Route 27 of Greyline Buses runs from Millbrook Station to Oakhill Hospital every 15 minutes on weekdays. A single fare is $2.80, and children under 5 travel free. All buses on the route are wheelchair-accessible except the two night services."
CAMP = "Pinecrest Campsite has 120 pitches, 40 of which have electric hook-up. A tent pitch costs €18 per night, and dogs are welcome for an extra €3 per night. Campfires are allowed only in the marked fire rings, and quiet hours run from 10 p.m. to 7 a.m."
REPAIR = "FixPoint Electronics repairs phones, laptops and game consoles. A screen replacement for most phones takes about 2 hours and costs $129. Every repair comes with a 90-day warranty, and diagnostics are free if you go ahead with the repair."
MUSEUM = "The Orbit Science Museum welcomed 1,240,000 visitors in 2023, up from 980,000 the year before. The planetarium show lasts 35 minutes and starts on the hour; booking is recommended but not required. Entry is free for members, and half of the museum's galleries are hands-on."

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-w-001", "para.reorder", "When do the Alpenkamm lifts run?", "Between 14 December and 6 April, the lifts run from 8:30 a.m. to 4:15 p.m.", SKI, True),
    w.faith("en-w-002", "para.passive", "Who handles surgery at Harbourside?", "Surgery at Harbourside is handled by Dr. Imogen Pryce.", VET, True),
    w.faith("en-w-003", "para.synonym", "How big can a group at Lindwood be?", "Groups are limited to a maximum of 8 students.", SCHOOL, True),
    w.faith("en-w-004", "para.nominal", "What happens to the enrolment fee if a course is cancelled?", "A cancellation of the course leads to a refund of the $75 enrolment fee.", SCHOOL, True),
    w.faith("en-w-005", "para.capital", "What does a single fare on Route 27 cost?", "a single fare on route 27 costs $2.80.", BUS, True),
    w.faith("en-w-006", "para.pronoun", "Which vet sees rabbits?", "Dr. Tomasz Wilk does; he sees exotic pets such as rabbits and reptiles.", VET, True),
    w.faith("en-w-007", "para.relative", "How many pitches have electric hook-up?", "Pinecrest, which has 120 pitches, offers electric hook-up on 40 of them.", CAMP, True),
    w.faith("en-w-008", "para.part", "What does FixPoint repair?", "FixPoint repairs phones and laptops.", REPAIR, True),
    w.faith("en-w-009", "para.combine", "When can I see The Glass Orchard?", "It runs from 3 to 21 March 2025, with evening shows at 7:45 p.m. and Saturday matinees at 2:30 p.m.", THEATRE, True),
    w.faith("en-w-010", "fmt.number", "How many seats does the Copperfield auditorium have?", "It seats six hundred and forty people.", THEATRE, True),
    w.faith("en-w-011", "fmt.thousands", "How many visitors did the Orbit Science Museum have in 2022?", "It had 980000 visitors in 2022.", MUSEUM, True),
    w.faith("en-w-012", "fmt.scale", "How many people visited the Orbit Science Museum in 2023?", "The museum had 1.24 million visitors in 2023.", MUSEUM, True),
    w.faith("en-w-013", "fmt.date", "When does the ski season start at Alpenkamm?", "The lifts start running on December 14.", SKI, True),
    w.faith("en-w-014", "fmt.time", "When do the Alpenkamm lifts stop for the day?", "They stop at 16:15.", SKI, True),
    w.faith("en-w-015", "fmt.unit", "When does the Gipfel chairlift close?", "It closes whenever the wind is faster than 70 kilometres per hour.", SKI, True),
    w.faith("en-w-016", "fmt.abbrev", "How long is the planetarium show?", "The show lasts 35 min.", MUSEUM, True),
    w.faith("en-w-017", "fmt.currency", "How much is an adult day pass?", "An adult day pass costs 58 euros.", SKI, True),
    w.faith("en-w-018", "fmt.range", "When is Harbourside open on weekdays?", "It's open 8 a.m.–7 p.m., Monday to Friday.", VET, True),
    w.faith("en-w-019", "fmt.period", "How often does the Route 27 bus run on weekdays?", "On weekdays a bus comes every quarter of an hour.", BUS, True),
    w.faith("en-w-020", "fmt.share", "How many of the museum's galleries are hands-on?", "50% of the galleries are hands-on.", MUSEUM, True),
    w.faith("en-w-021", "para.except", "Are the Route 27 buses wheelchair-accessible?", "Yes, apart from the two night services, every bus on Route 27 is wheelchair-accessible.", BUS, True),
    w.faith("en-w-022", "wrap.opener", "How much does a phone screen replacement cost at FixPoint?", "Good question! A screen replacement for most phones costs $129.", REPAIR, True),
    w.faith("en-w-023", "wrap.closer", "How long is the warranty on a FixPoint repair?", "Every repair is covered by a 90-day warranty. Hope that helps!", REPAIR, True),
    w.faith("en-w-024", "wrap.attribution", "How much is a vaccination booster at Harbourside?", "According to the practice's information, a vaccination booster costs £29.", VET, True),
    w.faith("en-w-025", "wrap.hedge", "How long does each Lindwood course last?", "It looks like each course lasts 12 weeks.", SCHOOL, True),
    w.faith("en-w-026", "wrap.question", "What does a tent pitch cost at Pinecrest?", "How much is a tent pitch? It's €18 per night.", CAMP, True),
    w.faith("en-w-027", "para.synonym", "Can I bring my dog to Pinecrest?", "Yes, dogs are allowed for an additional €3 a night.", CAMP, True),
    w.faith("en-w-028", "para.reorder", "When are quiet hours at Pinecrest?", "From 10 p.m. until 7 a.m., quiet hours apply.", CAMP, True),
    w.faith("en-w-029", "para.passive", "Who gets into the Orbit Science Museum for free?", "Members are admitted free of charge.", MUSEUM, True),
    w.faith("en-w-030", "fmt.currency", "How much is a standard consultation at Harbourside?", "A standard consultation is GBP 42.", VET, True),
    w.faith("en-w-031", "fmt.date", "What is the last date of The Glass Orchard's run?", "The run ends on 21/03/2025.", THEATRE, True),
    w.faith("en-w-032", "fmt.time", "When does the Saturday matinee start?", "The Saturday matinee starts at 14:30.", THEATRE, True),
    # one clear error each
    w.faith("en-w-033", "value.number", "How many students can join a Lindwood group?", "Groups are capped at 10 students.", SCHOOL, False),
    w.faith("en-w-034", "value.date", "When does the ski season end at Alpenkamm?", "The lifts run until 16 April.", SKI, False),
    w.faith("en-w-035", "value.time", "When do evening performances of The Glass Orchard begin?", "Evening performances begin at 8:45 p.m.", THEATRE, False),
    w.faith("en-w-036", "value.unit", "At what wind speed does the Gipfel chairlift close?", "The Gipfel chairlift closes when wind speeds exceed 70 mph.", SKI, False),
    w.faith("en-w-037", "value.currency", "How much is a standard consultation at Harbourside?", "A standard consultation costs $42.", VET, False),
    w.faith("en-w-038", "role.swap", "Which vet handles surgery at Harbourside?", "Dr. Tomasz Wilk handles surgery, while Dr. Imogen Pryce sees exotic pets.", VET, False),
    w.faith("en-w-039", "negation", "Are diagnostics free at FixPoint?", "Diagnostics are not free, even if you go ahead with the repair.", REPAIR, False),
    w.faith("en-w-040", "antonym", "Where can campfires be lit at Pinecrest?", "Campfires are forbidden in the marked fire rings.", CAMP, False),
    w.faith("en-w-041", "modality", "Do I need to book the planetarium show?", "Yes, you must book the planetarium show in advance.", MUSEUM, False),
    w.faith("en-w-042", "quantifier", "Do the Pinecrest pitches have electric hook-up?", "Yes, all 120 pitches have electric hook-up.", CAMP, False),
    w.faith("en-w-043", "direction", "How did the museum's visitor numbers change?", "Visitor numbers dropped from 1,240,000 in 2022 to 980,000 in 2023.", MUSEUM, False),
    w.faith("en-w-044", "value.except", "Are the Route 27 night services wheelchair-accessible?", "Yes, every bus on Route 27, including the night services, is wheelchair-accessible.", BUS, False),
    w.faith("en-w-045", "added.fact", "What will I pay to have my phone screen replaced at FixPoint?", "It costs $129 and includes a free phone case.", REPAIR, False),
    w.faith("en-w-046", "added.entity", "Which languages does Lindwood teach?", "Lindwood offers evening courses in Spanish, Japanese, Portuguese and Italian.", SCHOOL, False),
    w.faith("en-w-047", "mixed", "How much is a children's day pass, and when do the lifts open?", "Children under 12 pay €34, and the lifts open at 9:30 a.m.", SKI, False),
]

REFUSAL = [
    w.refusal("en-w-048", "refusal.plain", "Does the Copperfield Theatre have a bar?", "I'm sorry, I don't know whether the Copperfield Theatre has a bar.", THEATRE, True),
    w.refusal("en-w-049", "refusal.context", "Is there parking at Pinecrest Campsite?", "The context doesn't contain any information about parking at Pinecrest, so I can't answer that.", CAMP, True),
    w.refusal("en-w-050", "refusal.hedged", "How long does a phone screen replacement take at FixPoint?", "I can't be completely sure, but it appears to take about 2 hours for most phones.", REPAIR, False),
    w.refusal("en-w-051", "refusal.partial", "How much is an adult day pass, and is there a season pass?", "An adult day pass costs €58; the context doesn't say anything about season passes.", SKI, False),
]

CORRECTNESS = [
    w.correct("en-w-052", "correct.wordy", "How much does a single fare on Route 27 cost?", "For one trip on Route 27, the single fare you'll pay is $2.80, which is the standard price Greyline Buses lists.", "A single fare costs $2.80.", True),
    w.correct("en-w-053", "correct.short", "How many seats does the Copperfield auditorium have?", "640.", "The auditorium seats 640 people.", True),
    w.correct("en-w-054", "correct.format", "When does The Glass Orchard open?", "March 3rd, 2025.", "It opens on 3 March 2025.", True),
    w.correct("en-w-055", "wrong.value", "How long is the warranty on FixPoint repairs?", "Repairs come with a 30-day warranty.", "Every repair comes with a 90-day warranty.", False),
]

RELEVANCY = [
    w.relevant("en-w-056", "relevant.direct", "What time can I catch the planetarium show?", "It begins on the hour.", MUSEUM, True),
    w.relevant("en-w-057", "relevant.yesno", "Do children under 5 travel free on Route 27?", "Yes, they do.", BUS, True),
    w.relevant("en-w-058", "offtopic.true", "How much is a tent pitch at Pinecrest?", "Quiet hours at Pinecrest run from 10 p.m. to 7 a.m.", CAMP, False),
    w.relevant("en-w-059", "offtopic.other", "Who handles surgery at Harbourside?", "The Copperfield Theatre seats 640 people.", VET, False),
]

DIAGNOSIS = [
    w.diag("en-w-060", "diag.pass", "How much is a vaccination booster at Harbourside?", "A vaccination booster costs £29.", {"vet-1": VET, "bus-1": BUS}, ("vet-1",), "pass"),
    w.diag("en-w-061", "diag.missed", "How long does each Lindwood course last?", "I'm sorry, the context doesn't say how long the courses last.", {"camp-1": CAMP, "theatre-1": THEATRE}, ("school-1",), "fix_retrieval"),
    w.diag("en-w-062", "diag.correct_refusal", "Does the Orbit Science Museum have a café?", "The information I have doesn't mention a café at the Orbit Science Museum.", {"museum-1": MUSEUM}, (), "correct_refusal"),
    w.diag("en-w-063", "diag.unfaithful", "When do the Alpenkamm lifts run?", "The lifts run from 9:30 a.m. to 5:15 p.m.", {"ski-1": SKI}, ("ski-1",), "fix_generation"),
    w.diag("en-w-064", "diag.offtopic", "How much is a tent pitch at Pinecrest?", "Quiet hours run from 10 p.m. to 7 a.m.", {"camp-1": CAMP}, ("camp-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
