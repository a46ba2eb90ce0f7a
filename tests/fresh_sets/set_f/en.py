# ruff: noqa: E501
"""Fresh set F, English: plain cases over invented organisation documents (a pool, a night bus,
a pet insurance, a bookshop chain, a hiking club, an e-bike warranty, a museum, a driving school,
a dormitory, a yoga studio, a phone repair shop, a brewery, a tax office, a market, a cinema)."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

POOL = (
    "The Riverside public swimming pool is open every day except Tuesday, from 7:00 to 21:00. "
    "An adult single ticket costs €6.50 and a ten-visit card costs €55. "
    "The sauna is included in the ten-visit card but not in the single ticket. "
    "Children under 12 must be accompanied by an adult."
)
BUS = (
    "Greenline Buses runs the night line N4 from Central Station to Hillford Airport. "
    "The first night bus leaves Central Station at 23:30 and the last one at 4:15. "
    "A single fare costs $3.20. "
    "Bikes may be carried on the N4 only after midnight."
)
PET = (
    "Pawsure pet insurance covers dogs and cats from the age of 8 weeks. "
    "The Basic plan costs £14 per month and pays up to £2,000 per year for vet bills. "
    "Dental treatment is covered only in the Premium plan. "
    "Claims must be submitted within 90 days of the treatment."
)
BOOK = (
    "Pageturn Books runs 14 shops in the north of England. "
    "Margaret Hale opened the company's head office in Leeds in 1998. "
    "Last year the chain sold 1.2 million books. "
    "Loyalty members receive 10% off all paperbacks."
)
HIKE = (
    "The Ridgeway Hiking Club organises a guided walk on the second Sunday of every month. "
    "The walks are about 18 kilometres long and start at 8:30 from the car park at Millbrook Church. "
    "Members walk for free; guests pay £4 per walk. "
    "Dogs are welcome on all walks if they are kept on a lead."
)
EBIKE = (
    "VoltRide gives a two-year warranty on all e-bike frames and motors. "
    "The standard battery weighs 2.8 kg and is covered for 500 charging cycles. "
    "The warranty does not cover damage caused by accidents or by unauthorised repairs. "
    "To make a claim, customers must show the original receipt."
)
MUSEUM = (
    "The Harbour City Museum is open from Wednesday to Sunday, 10:00 to 18:00. "
    "Admission is free for visitors under 18 and costs $12 for adults. "
    "The museum's maritime wing, opened on 3 March 2023, displays 240 ship models. "
    "Guided tours in English start at 11:00 and 15:00."
)
DRIVING = (
    "Clearway Driving School offers a standard course of 20 lessons for 1,450 euros. "
    "Each lesson lasts 45 minutes. "
    "Learners must pass the theory test before they can book the practical exam. "
    "Most of the school's instructors also teach motorcycle lessons."
)
DORM = (
    "Birchwood Hall is a student dormitory with 320 single rooms. "
    "Rent is €410 per month, including heating, water and internet. "
    "Quiet hours run from 22:00 to 7:00. "
    "Guests may stay overnight for at most three nights per month."
)
YOGA = (
    "Lotus Flow Yoga Studio offers beginner classes on Monday and Thursday evenings at 18:30. "
    "Each class lasts 75 minutes. "
    "Mats are provided free of charge, but students must bring their own towel. "
    "A monthly unlimited pass costs 89 dollars."
)
PHONE = (
    "FixFast repairs smartphone screens in about two hours. "
    "A screen replacement for most models costs between $80 and $150. "
    "All repairs come with a 6-month warranty on parts and labour. "
    "Water-damaged phones are sent to a partner workshop in Denver."
)
BREW = (
    "Copper Kettle Brewery was founded in 2009 by the brothers Tom and Eli Marsh in Portland. "
    "In 2017 the brothers sold the brewery to Northway Beverages. "
    "Two years later, Northway also took over the smaller Pine Hollow brewery. "
    "Copper Kettle's best-known beer is an amber ale with 5.2% alcohol."
)
TAX = (
    "Becker & Lund Tax Advisors help private clients with their annual tax returns. "
    "The first consultation, lasting 30 minutes, is free of charge. "
    "After that, the office charges 95 euros per hour. "
    "Documents for the tax return should be handed in by 31 May."
)
MARKET = (
    "The Elmstead Farmers' Market takes place every Saturday from 8 a.m. to 1 p.m. on Church Square. "
    "About 40 local farmers sell vegetables, cheese, bread and honey there. "
    "Stall rent is $25 per day. "
    "Dogs are not allowed on the market square."
)
CINEMA = (
    "The Roxy Cinema has three screens; the largest one seats 280 people. "
    "Tickets cost $11, or $7 on Mondays. "
    "Students get a 20% discount with a valid student card. "
    "Popcorn may not be taken into Screen 3."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-f-001", "para.reorder", "When do the club's walks start?", "The walks start from the car park at Millbrook Church at 8:30.", HIKE, True),
    w.faith("en-f-002", "para.reorder", "When is the Riverside pool open?", "From 7:00 to 21:00, every day except Tuesday.", POOL, True),
    w.faith("en-f-003", "para.passive", "Who opened Pageturn's head office?", "Pageturn's head office in Leeds was opened by Margaret Hale in 1998.", BOOK, True),
    w.faith("en-f-004", "para.passive", "What happened to Copper Kettle Brewery in 2017?", "In 2017, the brewery was sold to Northway Beverages by the Marsh brothers.", BREW, True),
    w.faith("en-f-005", "para.synonym", "Do I need to bring a mat to yoga class?", "Mats are supplied at no cost, but you do need to bring your own towel.", YOGA, True),
    w.faith("en-f-006", "para.synonym", "Which animals does Pawsure insure?", "Pawsure insures cats and dogs once they are eight weeks old.", PET, True),
    w.faith("en-f-007", "para.nominal", "What do I need for a warranty claim?", "A warranty claim requires presentation of the original receipt.", EBIKE, True),
    w.faith("en-f-008", "para.capital", "WHEN IS THE MUSEUM OPEN?", "THE HARBOUR CITY MUSEUM IS OPEN FROM WEDNESDAY TO SUNDAY, 10:00 TO 18:00.", MUSEUM, True),
    w.faith("en-f-009", "para.pronoun", "How many seats does the Roxy's biggest screen have?", "The Roxy has three screens. Its largest one seats 280 people.", CINEMA, True),
    w.faith("en-f-010", "para.relative", "What does Clearway's standard course include?", "The standard course, which costs 1,450 euros, consists of 20 lessons that last 45 minutes each.", DRIVING, True),
    w.faith("en-f-011", "para.part", "Do FixFast repairs come with a warranty?", "Yes, all repairs come with a 6-month warranty.", PHONE, True),
    w.faith("en-f-012", "para.combine", "Tell me about the Elmstead Farmers' Market.", "Every Saturday from 8 a.m. to 1 p.m., about 40 local farmers sell vegetables, cheese, bread and honey on Church Square.", MARKET, True),
    w.faith("en-f-013", "fmt.number", "How many lessons are in the standard course?", "The standard course has twenty lessons.", DRIVING, True),
    w.faith("en-f-014", "fmt.thousands", "What is the yearly limit of the Basic plan?", "The Basic plan pays up to £2000 per year for vet bills.", PET, True),
    w.faith("en-f-015", "fmt.scale", "How many books did Pageturn sell last year?", "Last year the chain sold 1,200,000 books.", BOOK, True),
    w.faith("en-f-016", "fmt.date", "When did the maritime wing open?", "The maritime wing opened on March 3, 2023.", MUSEUM, True),
    w.faith("en-f-017", "fmt.time", "What are the market's hours?", "The market runs every Saturday from 08:00 to 13:00.", MARKET, True),
    w.faith("en-f-018", "fmt.time", "When are the quiet hours at Birchwood Hall?", "Quiet hours are from 10 p.m. to 7 a.m.", DORM, True),
    w.faith("en-f-019", "fmt.unit", "How heavy is the standard battery?", "The standard battery weighs 2,800 grams.", EBIKE, True),
    w.faith("en-f-020", "fmt.abbrev", "When are the beginner classes?", "Beginner classes are on Mon. and Thu. evenings at 18:30.", YOGA, True),
    w.faith("en-f-021", "fmt.currency", "How much is a single fare on the night bus?", "A single fare costs USD 3.20.", BUS, True),
    w.faith("en-f-022", "fmt.range", "What does a screen replacement cost?", "For most models, a screen replacement costs $80–$150.", PHONE, True),
    w.faith("en-f-023", "fmt.period", "How long are frames and motors under warranty?", "Frames and motors are covered for 24 months.", EBIKE, True),
    w.faith("en-f-024", "fmt.share", "Do students get a discount at the Roxy?", "Yes, students get one fifth off with a valid student card.", CINEMA, True),
    w.faith("en-f-025", "para.except", "On which days can I swim at Riverside?", "The pool is open on Mondays, Wednesdays, Thursdays, Fridays, Saturdays and Sundays.", POOL, True),
    w.faith("en-f-026", "wrap.opener", "How much is the rent at Birchwood Hall?", "Sure! Rent is €410 per month, and that includes heating, water and internet.", DORM, True),
    w.faith("en-f-027", "wrap.closer", "Is the first consultation free?", "Yes, the first consultation, which lasts 30 minutes, is free of charge. I hope this helps!", TAX, True),
    w.faith("en-f-028", "wrap.attribution", "When does the first night bus leave?", "According to Greenline Buses, the first N4 night bus leaves Central Station at 23:30.", BUS, True),
    w.faith("en-f-029", "wrap.hedge", "When should I hand in my documents?", "As far as I can tell, documents for the tax return should be handed in by 31 May.", TAX, True),
    w.faith("en-f-030", "wrap.question", "How long is a yoga class?", "Each class lasts 75 minutes. Would you like to know when the beginner classes take place?", YOGA, True),
    w.faith("en-f-031", "value.number", "How many rooms does Birchwood Hall have?", "Birchwood Hall has 230 single rooms.", DORM, False),
    w.faith("en-f-032", "value.date", "When was Copper Kettle Brewery founded?", "Copper Kettle Brewery was founded in 2007 by the brothers Tom and Eli Marsh.", BREW, False),
    w.faith("en-f-033", "value.time", "When are the guided tours in English?", "Guided tours in English start at 11:00 and 16:00.", MUSEUM, False),
    w.faith("en-f-034", "value.unit", "How long are the club's walks?", "The walks are about 18 miles long.", HIKE, False),
    w.faith("en-f-035", "value.currency", "How much does the tax office charge?", "After the free first consultation, the office charges 95 dollars per hour.", TAX, False),
    w.faith("en-f-036", "role.swap", "Who bought Copper Kettle Brewery?", "In 2017, Copper Kettle Brewery bought Northway Beverages.", BREW, False),
    w.faith("en-f-037", "negation", "Does the warranty cover accident damage?", "Yes, the warranty covers damage caused by accidents.", EBIKE, False),
    w.faith("en-f-038", "negation", "Can I bring my dog to the farmers' market?", "Yes, dogs are allowed on the market square.", MARKET, False),
    w.faith("en-f-039", "antonym", "What are the times of the N4 night bus?", "The last night bus leaves Central Station at 23:30 and the first one at 4:15.", BUS, False),
    w.faith("en-f-040", "modality", "Do I need to bring anything to yoga class?", "Mats are provided free of charge, and you may bring your own towel if you like.", YOGA, False),
    w.faith("en-f-041", "quantifier", "Do Clearway's instructors teach motorcycle lessons?", "Yes, all of the school's instructors also teach motorcycle lessons.", DRIVING, False),
    w.faith("en-f-042", "value.except", "Which day is the pool closed?", "The pool is closed on Thursdays; on all other days it is open from 7:00 to 21:00.", POOL, False),
    w.faith("en-f-043", "direction", "Can I take my bike on the N4?", "Yes, but only before midnight.", BUS, False),
    w.faith("en-f-044", "added.fact", "How long does a screen repair take?", "FixFast repairs smartphone screens in about two hours, and no appointment is needed.", PHONE, False),
    w.faith("en-f-045", "added.entity", "Who founded Copper Kettle Brewery?", "Copper Kettle Brewery was founded in 2009 in Portland by Tom and Eli Marsh together with their friend Sam Keller.", BREW, False),
    w.faith("en-f-046", "mixed", "Tell me about the Roxy Cinema.", "The Roxy has three screens, and its largest seats 280 people. Tickets cost $11, or $9 on Mondays.", CINEMA, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-f-047", "refusal.plain", "Does the Riverside pool have a diving board?", "I'm sorry, but I don't know whether the Riverside pool has a diving board.", POOL, True),
    w.refusal("en-f-048", "refusal.context", "Is there a café in the museum?", "The provided documents don't mention whether the Harbour City Museum has a café.", MUSEUM, True),
    w.refusal("en-f-049", "refusal.short", "Is there parking for residents at Birchwood Hall?", "I don't know.", DORM, True),
    w.refusal("en-f-050", "refusal.long", "Can I take lessons in an automatic car?", "Thanks for your question. I looked through the information I have about Clearway Driving School: it covers the price of the standard course, the length of the lessons, the theory test and the instructors. Unfortunately, none of it says whether lessons can be taken in an automatic car, so I can't give you a reliable answer. Please contact the school directly to ask.", DRIVING, True),
    w.refusal("en-f-051", "refusal.hedged", "How long do I have to submit a claim?", "I'm not entirely sure, but the information I have says claims must be submitted within 90 days of the treatment.", PET, False),
    w.refusal("en-f-052", "refusal.partial", "How much is a ten-visit card, and can I use the solarium with it?", "A ten-visit card costs €55 and also includes the sauna. I couldn't find any information about a solarium, though.", POOL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-f-053", "correct.wordy", "Who took over Copper Kettle Brewery in 2017?", "Great question! Copper Kettle was started by the Marsh brothers in 2009, and in 2017 they sold it to Northway Beverages, so Northway Beverages is the company that took it over.", "Northway Beverages.", True),
    w.correct("en-f-054", "correct.short", "How long is a driving lesson at Clearway?", "45 minutes.", "Each lesson at Clearway Driving School lasts 45 minutes.", True),
    w.correct("en-f-055", "correct.format", "When did the museum's maritime wing open?", "It opened on March 3rd, 2023.", "The maritime wing opened on 3 March 2023.", True),
    w.correct("en-f-056", "wrong.value", "How much is a monthly unlimited pass at Lotus Flow?", "A monthly unlimited pass costs 98 dollars.", "A monthly unlimited pass costs 89 dollars.", False),
    w.correct("en-f-057", "wrong.echo", "What time does the farmers' market open on Saturdays?", "You would like to know what time the farmers' market opens on Saturdays.", "It opens at 8 a.m.", False),
    w.correct("en-f-058", "wrong.role", "Who sold Copper Kettle Brewery, and to whom?", "Northway Beverages sold Copper Kettle Brewery to the Marsh brothers.", "The Marsh brothers sold it to Northway Beverages.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-f-059", "relevant.direct", "How big is the Roxy's largest auditorium?", "It holds 280 people.", CINEMA, True),
    w.relevant("en-f-060", "relevant.direct", "What do I pay to join a walk as a non-member?", "£4 per walk.", HIKE, True),
    w.relevant("en-f-061", "relevant.yesno", "Can I bring my dog along on a club walk?", "Yes, as long as it stays on a lead.", HIKE, True),
    w.relevant("en-f-062", "offtopic.true", "How much does the Basic plan cost per month?", "Dental treatment is covered only in the Premium plan.", PET, False),
    w.relevant("en-f-063", "offtopic.other", "When are the beginner yoga classes?", "Yoga has its roots in ancient India and has been practised for thousands of years.", YOGA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-f-064", "diag.pass", "How much is the stall rent at the farmers' market?", "Stall rent is $25 per day.", {"market-1": MARKET, "cinema-1": CINEMA}, ("market-1",), "pass"),
    w.diag("en-f-065", "diag.pass", "What does an adult single ticket at the pool cost?", "An adult single ticket costs €6.50.", {"bus-1": BUS, "pool-1": POOL}, ("pool-1",), "pass"),
    w.diag("en-f-066", "diag.offtopic", "How many ship models does the maritime wing display?", "The museum is open from Wednesday to Sunday, 10:00 to 18:00.", {"museum-1": MUSEUM}, ("museum-1",), "fix_generation"),
    w.diag("en-f-067", "diag.unfaithful", "How much is the rent at Birchwood Hall?", "Rent is €520 per month, including heating, water and internet.", {"dorm-1": DORM, "yoga-1": YOGA}, ("dorm-1",), "fix_generation"),
    w.diag("en-f-068", "diag.refused", "How strong is Copper Kettle's amber ale?", "I'm sorry, the documents don't say.", {"brewery-1": BREW}, ("brewery-1",), "fix_generation"),
    w.diag("en-f-069", "diag.missed", "How long is the warranty on FixFast phone repairs?", "I couldn't find any information about the warranty on FixFast repairs.", {"ebike-1": EBIKE, "tax-1": TAX}, ("phone-1",), "fix_retrieval"),
    w.diag("en-f-070", "diag.correct_refusal", "Does the Roxy Cinema have wheelchair spaces?", "The documents don't say whether the Roxy has wheelchair spaces.", {"cinema-1": CINEMA}, (), "correct_refusal"),
    w.diag("en-f-071", "diag.should_refuse", "Does Birchwood Hall have a gym?", "Yes, Birchwood Hall has a small gym on the ground floor that residents can use for free.", {"dorm-1": DORM}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
