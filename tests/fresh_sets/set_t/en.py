"""English cases of set T: a public library makerspace, a taxi company, a yoga studio, a
city marathon, a recycling centre and a driving school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

MAKERSPACE = (
    "The Ashford Public Library makerspace is open Tuesday to Saturday from 10 a.m. to 6 p.m. "
    "Members can book the laser cutter for up to 90 minutes per day, and a safety induction is required before first use. "
    "Filament for the 3D printers costs $0.05 per gram."
)
TAXI = (
    "Blue Heron Taxis runs a 24-hour service across Millbrook. "
    "The airport flat fare from the city centre is $38, and a child seat can be requested for an extra $5. "
    "Drivers accept cash and all major cards except American Express."
)
YOGA = (
    "Lotus Loft Yoga offers a beginners' course of six weekly sessions starting on 3 March 2025. "
    "Each session lasts 75 minutes and costs £12, or £60 for the full course paid in advance. "
    "Mats are provided, but students should bring their own towel."
)
MARATHON = (
    "The Riverside Marathon takes place on Sunday 12 October 2025, starting at 7:30 a.m. at Kingsbridge Park and finishing at the Old Harbour. "
    "Registration closes on 15 September, and entry costs $85. "
    "About 4,200 runners took part last year, raising $1.2 million for charity. "
    "A water station is set up every 5 kilometres, and every finisher receives a medal."
)
RECYCLING = (
    "The Oakfield Recycling Centre accepts glass, paper, metal cans and garden waste free of charge. "
    "Mattresses can be dropped off for a fee of $15 each, and vans need a permit issued by the council. "
    "The centre is closed on public holidays. "
    "In 2024, half of the waste brought to the centre was recycled."
)
DRIVING = (
    "Clearway Driving School charges $52 for a one-hour lesson, and a block of ten lessons costs $480. "
    "Learners must hold a provisional licence before their first lesson. "
    "Instructor Priya Shah teaches on weekday evenings, while Tom Reyes covers weekends."
)

# fmt: off
FAITHFULNESS = [
    # faithful: paraphrases
    w.faith("en-t-001", "para.reorder", "When is the makerspace open?", "From 10 a.m. to 6 p.m., Tuesday to Saturday, the makerspace is open.", MAKERSPACE, True),
    w.faith("en-t-002", "para.reorder", "What does a one-hour driving lesson cost at Clearway?", "$52 is what Clearway charges for a one-hour lesson.", DRIVING, True),
    w.faith("en-t-003", "para.passive", "Who issues the permits that vans need?", "The council issues the permits that vans need.", RECYCLING, True),
    w.faith("en-t-004", "para.passive", "Do I need my own mat at Lotus Loft Yoga?", "No, the studio provides mats.", YOGA, True),
    w.faith("en-t-005", "para.synonym", "How long is each yoga session?", "Every session runs for 75 minutes.", YOGA, True),
    w.faith("en-t-006", "para.synonym", "How much does it cost to drop off a mattress?", "Dropping off a mattress costs $15 apiece.", RECYCLING, True),
    w.faith("en-t-007", "para.nominal", "When does marathon registration close?", "The closing date for registration is 15 September.", MARATHON, True),
    w.faith("en-t-008", "para.nominal", "What is needed before using the laser cutter for the first time?", "Completion of a safety induction is required before first use.", MAKERSPACE, True),
    w.faith("en-t-009", "para.capital", "Where does the Riverside Marathon finish?", "the riverside marathon finishes at the old harbour.", MARATHON, True),
    w.faith("en-t-010", "para.pronoun", "How much does 3D printer filament cost at the makerspace?", "It costs $0.05 per gram.", MAKERSPACE, True),
    w.faith("en-t-011", "para.pronoun", "What should yoga students bring with them?", "They should bring their own towel.", YOGA, True),
    w.faith("en-t-012", "para.relative", "Which Clearway instructor teaches on weekday evenings?", "Priya Shah is the instructor who teaches on weekday evenings.", DRIVING, True),
    w.faith("en-t-013", "para.part", "What is the airport fare from the city centre?", "The flat fare to the airport from the city centre is $38.", TAXI, True),
    w.faith("en-t-014", "para.part", "What does the recycling centre take for free?", "Glass, paper, metal cans and garden waste are accepted free of charge.", RECYCLING, True),
    w.faith("en-t-015", "para.combine", "What would an airport taxi from the city centre cost with a child seat?", "The flat airport fare is $38, plus an extra $5 for the child seat.", TAXI, True),
    w.faith("en-t-016", "para.combine", "Where does the marathon start and finish?", "It starts at Kingsbridge Park and finishes at the Old Harbour.", MARATHON, True),
    w.faith("en-t-017", "para.except", "Which cards do Blue Heron drivers take?", "They take every major card apart from American Express.", TAXI, True),
    # faithful: formats
    w.faith("en-t-018", "fmt.number", "How many sessions are in the beginners' course?", "The course has 6 weekly sessions.", YOGA, True),
    w.faith("en-t-019", "fmt.number", "How long can members book the laser cutter each day?", "Up to ninety minutes per day.", MAKERSPACE, True),
    w.faith("en-t-020", "fmt.thousands", "How many runners took part in the marathon last year?", "About 4200 runners took part last year.", MARATHON, True),
    w.faith("en-t-021", "fmt.scale", "How much did last year's marathon raise for charity?", "It raised $1,200,000 for charity.", MARATHON, True),
    w.faith("en-t-022", "fmt.date", "When does the yoga beginners' course start?", "It starts on 03/03/2025.", YOGA, True),
    w.faith("en-t-023", "fmt.date", "On what date is the Riverside Marathon?", "It is on 2025-10-12.", MARATHON, True),
    w.faith("en-t-024", "fmt.time", "What time does the marathon start?", "The race starts at 07:30.", MARATHON, True),
    w.faith("en-t-025", "fmt.time", "When does the makerspace close?", "It closes at 18:00.", MAKERSPACE, True),
    w.faith("en-t-026", "fmt.unit", "How often is there a water station along the course?", "There is a water station every 5 km.", MARATHON, True),
    w.faith("en-t-027", "fmt.unit", "How long does each beginners' session last?", "Each session lasts 1 hour 15 minutes.", YOGA, True),
    w.faith("en-t-028", "fmt.abbrev", "Which days is the makerspace open?", "It is open Tue–Sat.", MAKERSPACE, True),
    w.faith("en-t-029", "fmt.currency", "How much does marathon entry cost?", "Entry costs 85 dollars.", MARATHON, True),
    w.faith("en-t-030", "fmt.currency", "How much is the full beginners' course if paid in advance?", "It is 60 pounds if you pay in advance.", YOGA, True),
    w.faith("en-t-031", "fmt.range", "What are the makerspace's opening hours?", "It is open 10am–6pm.", MAKERSPACE, True),
    w.faith("en-t-032", "fmt.period", "How often do the beginners' sessions take place?", "The sessions are held once a week.", YOGA, True),
    w.faith("en-t-033", "fmt.share", "How much of the waste brought to the centre in 2024 was recycled?", "50% of the waste brought in during 2024 was recycled.", RECYCLING, True),
    # faithful: wrappers
    w.faith("en-t-034", "wrap.opener", "How much does a single beginners' yoga session cost?", "Great question! Each session costs £12.", YOGA, True),
    w.faith("en-t-035", "wrap.closer", "Do I need to bring a mat to Lotus Loft Yoga?", "No, mats are provided. Enjoy your practice!", YOGA, True),
    w.faith("en-t-036", "wrap.attribution", "How much is a block of ten driving lessons?", "According to the information provided, a block of ten lessons costs $480.", DRIVING, True),
    w.faith("en-t-037", "wrap.attribution", "Can I get a Blue Heron taxi at night?", "The text says Blue Heron Taxis runs a 24-hour service across Millbrook, so yes.", TAXI, True),
    w.faith("en-t-038", "wrap.hedge", "What do learners need before their first lesson?", "As far as I can tell from the text, learners must hold a provisional licence before their first lesson.", DRIVING, True),
    w.faith("en-t-039", "wrap.question", "Is the recycling centre open on public holidays?", "Open on public holidays? No, the centre is closed on public holidays.", RECYCLING, True),
    # unfaithful: one clear error
    w.faith("en-t-040", "value.number", "How many sessions does the beginners' course have?", "The course has eight weekly sessions.", YOGA, False),
    w.faith("en-t-041", "value.date", "When does marathon registration close?", "Registration closes on 25 September.", MARATHON, False),
    w.faith("en-t-042", "value.time", "What time does the marathon start?", "It starts at 8:30 a.m.", MARATHON, False),
    w.faith("en-t-043", "value.unit", "How often is there a water station along the course?", "There is a water station every 5 miles.", MARATHON, False),
    w.faith("en-t-044", "value.currency", "How much extra is a child seat?", "A child seat costs an extra $15.", TAXI, False),
    w.faith("en-t-045", "value.currency", "How much does 3D printer filament cost?", "Filament costs $0.50 per gram.", MAKERSPACE, False),
    w.faith("en-t-046", "role.swap", "Which Clearway instructor covers weekends?", "Priya Shah covers weekends, while Tom Reyes teaches on weekday evenings.", DRIVING, False),
    w.faith("en-t-047", "negation", "Are mats provided at Lotus Loft Yoga?", "No, mats are not provided.", YOGA, False),
    w.faith("en-t-048", "antonym", "What happens on 15 September?", "Registration for the marathon opens on 15 September.", MARATHON, False),
    w.faith("en-t-049", "modality", "Is a safety induction needed before using the laser cutter?", "A safety induction is recommended, but it is optional before first use.", MAKERSPACE, False),
    w.faith("en-t-050", "quantifier", "Who receives a medal at the marathon?", "Only the first 500 finishers receive a medal.", MARATHON, False),
    w.faith("en-t-051", "value.except", "Which cards do Blue Heron drivers accept?", "Drivers accept all major cards except Visa.", TAXI, False),
    w.faith("en-t-052", "direction", "What is the marathon route?", "It starts at the Old Harbour and finishes at Kingsbridge Park.", MARATHON, False),
    w.faith("en-t-053", "added.fact", "How much does marathon entry cost?", "Entry costs $85, which includes a free pasta dinner the night before.", MARATHON, False),
    w.faith("en-t-054", "added.entity", "Who teaches at Clearway on weekday evenings?", "Priya Shah and Mark Evans teach on weekday evenings.", DRIVING, False),
]

REFUSAL = [
    w.refusal("en-t-055", "refusal.plain", "Does the makerspace have sewing machines?", "I'm sorry, I don't know whether the makerspace has sewing machines.", MAKERSPACE, True),
    w.refusal("en-t-056", "refusal.context", "Does Blue Heron Taxis offer a discount for students?", "The context doesn't say anything about student discounts at Blue Heron Taxis.", TAXI, True),
    w.refusal("en-t-057", "refusal.hedged", "What time does the makerspace open on Saturdays?", "I'm not entirely sure, but it looks like the makerspace opens at 10 a.m. on Saturdays.", MAKERSPACE, False),
    w.refusal("en-t-058", "refusal.partial", "How much does the laser cutter cost to book, and for how long can I book it?", "The text doesn't give a price for the laser cutter, but members can book it for up to 90 minutes per day.", MAKERSPACE, False),
]

CORRECTNESS = [
    w.correct("en-t-059", "correct.wordy", "What is the airport flat fare from the city centre?", "If you're travelling from the city centre to the airport, Blue Heron Taxis charges a flat fare of $38 for the trip.", "The flat fare is $38.", True),
    w.correct("en-t-060", "correct.format", "When is the Riverside Marathon?", "Oct. 12, 2025 (a Sunday).", "Sunday 12 October 2025.", True),
    w.correct("en-t-061", "correct.short", "Who teaches the weekend lessons at Clearway?", "Tom Reyes.", "Tom Reyes teaches the weekend lessons.", True),
    w.correct("en-t-062", "wrong.value", "How much does a block of ten driving lessons cost?", "A block of ten lessons costs $520.", "A block of ten lessons costs $480.", False),
]

RELEVANCY = [
    w.relevant("en-t-063", "relevant.direct", "How long does each beginners' class go on for?", "75 minutes.", YOGA, True),
    w.relevant("en-t-064", "relevant.yesno", "Do I have to bring my own towel to the yoga course?", "Yes, you do.", YOGA, True),
    w.relevant("en-t-065", "offtopic.true", "How much does marathon entry cost?", "About 4,200 runners took part last year.", MARATHON, False),
]

DIAGNOSIS = [
    w.diag("en-t-066", "diag.pass", "How much extra is a child seat in a Blue Heron taxi?", "A child seat costs an extra $5.",
           {"taxi-fares": TAXI, "yoga-course": YOGA}, ("taxi-fares",), "pass"),
    w.diag("en-t-067", "diag.missed", "When does registration for the Riverside Marathon close?", "The documents provided don't say when marathon registration closes.",
           {"yoga-course": YOGA, "recycling-centre": RECYCLING}, ("riverside-marathon",), "fix_retrieval"),
    w.diag("en-t-068", "diag.correct_refusal", "Does Blue Heron Taxis have wheelchair-accessible vehicles?", "The information I have doesn't say whether Blue Heron Taxis has wheelchair-accessible vehicles.",
           {"taxi-fares": TAXI, "driving-school": DRIVING}, (), "correct_refusal"),
    w.diag("en-t-069", "diag.unfaithful", "How much does 3D printer filament cost at the makerspace?", "Filament costs $0.50 per gram.",
           {"makerspace": MAKERSPACE, "recycling-centre": RECYCLING}, ("makerspace",), "fix_generation"),
    w.diag("en-t-070", "diag.offtopic", "How much does it cost to enter the Riverside Marathon?", "The race finishes at the Old Harbour.",
           {"riverside-marathon": MARATHON, "taxi-fares": TAXI}, ("riverside-marathon",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
