"""English cases of set BB. Scenarios: an island ferry timetable, a Saturday beekeeping course,
a hearing-aid shop, a community radio station, a removals company, lane swimming at a leisure
centre, a monthly repair café, a choir's auditions and a farmers' market."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FERRY = (
    "The Marlow Point ferry leaves Kessock Harbour at 7:15 a.m. and 4:40 p.m. on weekdays. "
    "The crossing to Ardlin Island takes 35 minutes. "
    "A one-way ticket costs £6.50 for adults and £3.25 for children under 12. "
    "Bicycles travel free, but cars must be booked at least 24 hours in advance."
)
BEES = (
    "The Hollybrook Beekeeping Course runs for six Saturdays, starting on 4 May 2024. "
    "Each session lasts from 10:00 to 13:00 and is led by Ruth Okafor, who has kept bees for 22 years. "
    "The fee is $180, which includes a veil and gloves. "
    "Participants must be at least 16 years old."
)
HEARING = (
    "Clearwave Hearing on Dunmore Street offers free hearing tests, which take about 40 minutes. "
    "New hearing aids come with a 3-year warranty and a 30-day trial period. "
    "The shop is open Monday to Friday from 9 a.m. to 5:30 p.m. and is closed at weekends. "
    "Batteries are sold in packs of 6 for $8."
)
RADIO = (
    "Riverside FM is a community radio station broadcasting on 96.4 MHz. "
    "It has 48 volunteer presenters and is funded mainly by listener donations. "
    "The breakfast show, hosted by Dev Malhotra, airs from 6 to 9 a.m. every weekday. "
    "Anyone over 18 can apply to present a show after completing a two-day training course."
)
MOVING = (
    "Pennant Removals charges $95 per hour for a van with two movers, with a minimum booking of 3 hours. "
    "Packing boxes cost $4 each, and the company collects used boxes for free within 2 weeks of the move. "
    "Moves on Sundays carry a 20% surcharge. "
    "The company has been operating in Hartfield since 1998."
)
POOL = (
    "Lane swimming at Greenway Leisure Centre is available every day except Wednesday, from 6:30 to 8:30 a.m. "
    "The pool is 25 metres long and has six lanes. "
    "A single swim costs $5.40, and a monthly pass costs $48. "
    "Children under 8 must be accompanied by an adult in the water."
)
REPAIR = (
    "The Brickfield Repair Café meets on the first Sunday of every month in St Anne's church hall, from 2 p.m. to 5 p.m. "
    "Volunteers fix bicycles, lamps, clothing and small electronics at no charge. "
    "Visitors are asked to bring no more than two items each. "
    "Last month, 73 items were repaired."
)
CHOIR = (
    "The Eastgate Community Choir is holding auditions on 12 September in Room 4 of the Arts Centre. "
    "Each audition lasts 10 minutes, and singers should prepare one song of their choice. "
    "The choir rehearses on Tuesday evenings and currently has 56 members. "
    "The annual membership fee is $120."
)
MARKET = (
    "The Saltmarsh Farmers' Market is held every Saturday from 8 a.m. to 1 p.m. in the Old Quay car park. "
    "It has 64 stalls, and a stall costs $35 per day. "
    "In 2023, the market's total sales reached $2,400,000, and about 180,000 people visited."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-bb-001", "para.reorder", "How much is a one-way ticket on the ferry?", "Children under 12 pay £3.25 for a one-way ticket, while adults pay £6.50.", FERRY, True),
    w.faith("en-bb-002", "para.passive", "Are hearing tests free at Clearwave?", "Yes, free hearing tests are offered by Clearwave Hearing.", HEARING, True),
    w.faith("en-bb-003", "para.synonym", "Is there a warranty on new hearing aids?", "Yes, new hearing aids are covered by a 3-year guarantee.", HEARING, True),
    w.faith("en-bb-004", "para.nominal", "When does the choir practise?", "The choir's rehearsals take place on Tuesday evenings.", CHOIR, True),
    w.faith("en-bb-005", "para.capital", "What frequency is Riverside FM on?", "You can tune in to RIVERSIDE FM on 96.4 MHz.", RADIO, True),
    w.faith("en-bb-006", "para.pronoun", "Who is Ruth Okafor?", "She leads the Hollybrook beekeeping sessions and has kept bees for 22 years.", BEES, True),
    w.faith("en-bb-007", "para.relative", "How long is the pool at Greenway?", "The pool, which has six lanes, is 25 metres long.", POOL, True),
    w.faith("en-bb-008", "para.part", "Where does the Repair Café meet?", "It meets in St Anne's church hall.", REPAIR, True),
    w.faith("en-bb-009", "para.combine", "When does the ferry leave and how long is the trip?", "On weekdays the ferry departs Kessock Harbour at 7:15 a.m. and 4:40 p.m., reaching Ardlin Island 35 minutes later.", FERRY, True),
    w.faith("en-bb-010", "fmt.number", "How many members does the choir have?", "The choir currently has fifty-six members.", CHOIR, True),
    w.faith("en-bb-011", "fmt.thousands", "How many people visited the market in 2023?", "About 180000 people visited the market in 2023.", MARKET, True),
    w.faith("en-bb-012", "fmt.scale", "What were the market's sales in 2023?", "The market's total sales in 2023 came to $2.4 million.", MARKET, True),
    w.faith("en-bb-013", "fmt.date", "When does the beekeeping course start?", "The course starts on May 4, 2024.", BEES, True),
    w.faith("en-bb-014", "fmt.time", "When is the afternoon ferry?", "The afternoon ferry leaves Kessock Harbour at 16:40 on weekdays.", FERRY, True),
    w.faith("en-bb-015", "fmt.unit", "How long is the pool?", "The pool is 25 m long.", POOL, True),
    w.faith("en-bb-016", "fmt.abbrev", "What are Clearwave's opening hours?", "It's open Mon. to Fri., 9 a.m. to 5:30 p.m.", HEARING, True),
    w.faith("en-bb-017", "fmt.currency", "How much is a monthly pass at the pool?", "A monthly pass costs 48 dollars.", POOL, True),
    w.faith("en-bb-018", "fmt.range", "What time are the beekeeping sessions?", "Each session runs 10:00–13:00.", BEES, True),
    w.faith("en-bb-019", "fmt.period", "Will the movers take away my used boxes?", "Yes, they collect used boxes for free within 14 days of the move.", MOVING, True),
    w.faith("en-bb-020", "fmt.share", "Is a Sunday move more expensive?", "Yes, a move on a Sunday costs a fifth more.", MOVING, True),
    w.faith("en-bb-021", "para.except", "On which days can I go lane swimming?", "Lane swimming is offered on every day of the week but Wednesday.", POOL, True),
    w.faith("en-bb-022", "wrap.opener", "Do I have to pay for repairs at the Repair Café?", "Sure, happy to help: repairs at the Repair Café are free of charge.", REPAIR, True),
    w.faith("en-bb-023", "wrap.closer", "Where are the choir auditions?", "Auditions are held in Room 4 of the Arts Centre. Good luck!", CHOIR, True),
    w.faith("en-bb-024", "wrap.attribution", "How are batteries sold at Clearwave?", "According to the shop's information, batteries come in packs of 6 for $8.", HEARING, True),
    w.faith("en-bb-025", "wrap.hedge", "When is the breakfast show on?", "I believe the breakfast show airs from 6 to 9 a.m. every weekday.", RADIO, True),
    w.faith("en-bb-026", "wrap.question", "How much does a market stall cost?", "How much is a stall? It costs $35 per day.", MARKET, True),
    w.faith("en-bb-027", "para.passive", "What can be repaired at the Repair Café?", "Bicycles, lamps, clothing and small electronics are fixed by volunteers at no charge.", REPAIR, True),
    w.faith("en-bb-028", "para.pronoun", "Who hosts the breakfast show?", "Dev Malhotra does; he presents it from 6 to 9 a.m. every weekday.", RADIO, True),
    w.faith("en-bb-029", "para.part", "Can I try a new hearing aid before keeping it?", "Yes, new hearing aids come with a 30-day trial period.", HEARING, True),
    w.faith("en-bb-030", "para.combine", "Tell me about the farmers' market.", "The market, with its 64 stalls, is held every Saturday from 8 a.m. to 1 p.m. in the Old Quay car park.", MARKET, True),
    w.faith("en-bb-031", "fmt.unit", "What frequency does Riverside FM use?", "Riverside FM broadcasts on 96.4 megahertz.", RADIO, True),
    w.faith("en-bb-032", "fmt.abbrev", "Do I need to book my car on the ferry?", "Yes, cars must be booked at least 24 hrs in advance.", FERRY, True),
    w.faith("en-bb-033", "fmt.currency", "What is the adult fare?", "An adult one-way ticket costs GBP 6.50.", FERRY, True),
    w.faith("en-bb-034", "wrap.attribution", "What does a van with two movers cost?", "Pennant Removals' price information says a van with two movers costs $95 per hour.", MOVING, True),
    w.faith("en-bb-035", "wrap.hedge", "How many stalls does the market have?", "As far as I can tell, the market has 64 stalls.", MARKET, True),
    # one clear error each
    w.faith("en-bb-036", "value.number", "How many members does the choir have?", "The choir currently has 65 members.", CHOIR, False),
    w.faith("en-bb-037", "value.date", "When does the beekeeping course start?", "The course starts on 14 May 2024.", BEES, False),
    w.faith("en-bb-038", "value.time", "When does the morning ferry leave?", "The morning ferry leaves Kessock Harbour at 7:45 a.m.", FERRY, False),
    w.faith("en-bb-039", "value.unit", "How long is the pool?", "The pool is 25 feet long.", POOL, False),
    w.faith("en-bb-040", "value.currency", "How much are packing boxes?", "Packing boxes cost £4 each.", MOVING, False),
    w.faith("en-bb-041", "role.swap", "Who does the repairs at the Repair Café?", "Visitors repair the volunteers' bicycles, lamps, clothing and small electronics at no charge.", REPAIR, False),
    w.faith("en-bb-042", "negation", "Are hearing tests free at Clearwave?", "No, hearing tests at Clearwave are not free.", HEARING, False),
    w.faith("en-bb-043", "antonym", "Do young children need an adult in the pool?", "Children over 8 must be accompanied by an adult in the water.", POOL, False),
    w.faith("en-bb-044", "modality", "Do I need to book my car on the ferry?", "Drivers may book their cars at least 24 hours in advance if they wish.", FERRY, False),
    w.faith("en-bb-045", "quantifier", "How is Riverside FM funded?", "All of Riverside FM's funding comes from listener donations.", RADIO, False),
    w.faith("en-bb-046", "value.except", "On which days can I go lane swimming?", "Lane swimming is available every day except Thursday.", POOL, False),
    w.faith("en-bb-047", "direction", "Where does the morning ferry go?", "The morning ferry leaves Ardlin Island at 7:15 a.m. and heads to Kessock Harbour.", FERRY, False),
    w.faith("en-bb-048", "added.fact", "How much does a market stall cost?", "A stall costs $35 per day, and electricity is included.", MARKET, False),
    w.faith("en-bb-049", "added.entity", "Who leads the beekeeping sessions?", "The sessions are led by Ruth Okafor and her assistant Tom Harding.", BEES, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-bb-050", "refusal.plain", "Does the ferry run on Sundays?", "I'm afraid I don't know whether the ferry runs on Sundays.", FERRY, True),
    w.refusal("en-bb-051", "refusal.context", "Does Clearwave fit hearing aids for children?", "The information provided doesn't say whether Clearwave fits hearing aids for children.", HEARING, True),
    w.refusal("en-bb-052", "refusal.hedged", "How much does the beekeeping course cost?", "I'm not completely sure, but it looks like the fee is $180, with a veil and gloves included.", BEES, False),
    w.refusal("en-bb-053", "refusal.partial", "What are the market's opening hours?", "The market is open from 8 a.m. to 1 p.m. on Saturdays; the text doesn't say whether it also opens on bank holidays.", MARKET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-bb-054", "correct.wordy", "How much does a monthly pass cost at Greenway?", "At Greenway Leisure Centre, a monthly pass for lane swimming will cost you $48 for the month.", "A monthly pass costs $48.", True),
    w.correct("en-bb-055", "correct.wordy", "Since when has Pennant Removals been operating?", "Pennant Removals isn't a new business: it started operating in Hartfield back in 1998 and has been running ever since.", "It has been operating in Hartfield since 1998.", True),
    w.correct("en-bb-056", "correct.short", "How many members does the choir have?", "56.", "The choir has 56 members.", True),
    w.correct("en-bb-057", "correct.format", "When are the choir auditions?", "Sept. 12.", "The auditions are on 12 September.", True),
    w.correct("en-bb-058", "wrong.value", "How long is the ferry crossing?", "The crossing to Ardlin Island takes about 55 minutes.", "The crossing takes 35 minutes.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-bb-059", "relevant.direct", "When can I go lane swimming at Greenway?", "Every day but Wednesday, 6:30 to 8:30 in the morning.", POOL, True),
    w.relevant("en-bb-060", "relevant.direct", "Where is the Repair Café held?", "In St Anne's church hall.", REPAIR, True),
    w.relevant("en-bb-061", "relevant.direct", "What does the beekeeping course cost?", "$180, veil and gloves included.", BEES, True),
    w.relevant("en-bb-062", "relevant.direct", "Who presents the breakfast show?", "Dev Malhotra.", RADIO, True),
    w.relevant("en-bb-063", "relevant.yesno", "Is Clearwave open on Saturdays?", "No, it's closed at weekends.", HEARING, True),
    w.relevant("en-bb-064", "offtopic.true", "How do I become a presenter on Riverside FM?", "Riverside FM broadcasts on 96.4 MHz.", RADIO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-bb-065", "diag.pass", "How long does each choir audition last?", "Each audition lasts 10 minutes.", {"choir-auditions": CHOIR, "saltmarsh-market": MARKET}, ("choir-auditions",), "pass"),
    w.diag("en-bb-066", "diag.missed", "How much does a packing box cost at Pennant Removals?", "The provided documents don't mention what packing boxes cost.", {"greenway-pool": POOL, "riverside-fm": RADIO}, ("pennant-prices",), "fix_retrieval"),
    w.diag("en-bb-067", "diag.correct_refusal", "Do participants get a certificate at the end of the Hollybrook course?", "The available information doesn't say whether a certificate is given.", {"hollybrook-bees": BEES}, (), "correct_refusal"),
    w.diag("en-bb-068", "diag.unfaithful", "What is the fee for the beekeeping course?", "The beekeeping course costs $250.", {"hollybrook-bees": BEES}, ("hollybrook-bees",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
