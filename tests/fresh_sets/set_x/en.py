"""English cases of set X: a dental clinic, an airport car rental, a makerspace, a farmers'
market, a moving company, a music school and a wedding venue."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DENTAL = (
    "Brightwater Dental is open Monday to Friday from 8:00 a.m. to 6:00 p.m. "
    "A standard cleaning costs $95 and takes about 45 minutes. "
    "Dr. Imogen Hale handles all root canals, while Dr. Victor Osei sees children under 12. "
    "Patients who cancel with less than 24 hours' notice are charged a $30 fee."
)
CAR = (
    "Redline Car Rental at Pinegate Airport rents compact cars for $42 per day and SUVs for $68 per day. "
    "Drivers must be at least 21 years old, and drivers under 25 pay an extra $15 per day. "
    "Cars rented at the airport can be dropped off at the Harbor Street branch for a $20 fee. "
    "The rental desk is open daily from 6 a.m. to 11 p.m."
)
MAKER = (
    "The Foundry Makerspace charges members $55 a month, and a one-day pass costs $12. "
    "Members may use the laser cutter only after a two-hour safety class, held every Saturday at 10 a.m. "
    "The 3D printers are free for members, but filament costs 5 cents per gram. "
    "The 2,400-square-foot workshop is open every day except Tuesday."
)
MARKET = (
    "The Elm Street Farmers' Market runs every Sunday from 7:30 a.m. to 1:00 p.m., from May 4 to October 26. "
    "About 60 vendors take part, a standard stall costs $25 per market day, and last season the market drew 120,000 visitors. "
    "Dogs are welcome on a leash, but bicycles are not allowed inside the market area. "
    "Harlow Orchards sells apples and cider, and Dunmore Creamery sells cheese."
)
MOVING = (
    "Swiftbox Movers charges $140 per hour for a crew of three movers and a truck, with a two-hour minimum. "
    "Packing boxes cost $4 each, and tape is included at no charge. "
    "Moves must be booked at least 10 days in advance, with a $100 deposit paid at booking. "
    "Swiftbox does not move pianos or pool tables."
)
MUSIC = (
    "Cadence Music School offers 30-minute lessons for $35 and 60-minute lessons for $60. "
    "Piano is taught by Lena Marsh, and guitar is taught by Tomás Rivera. "
    "The school holds a student recital twice a year, in June and December. "
    "Students who pay for a full 12-week term get a 10% discount."
)
WEDDING = (
    "Willow Barn hosts weddings for up to 180 guests, and the Saturday rental fee is $6,500. "
    "Friday and Sunday weddings cost $4,800. "
    "Music must end by 10:30 p.m., and the venue must be cleared by 11:30 p.m. "
    "Couples pay 25% of the rental fee as a deposit to hold their date, and the rest is due 30 days before the wedding."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-x-001", "para.reorder", "When is Brightwater Dental open?", "From 8:00 a.m. to 6:00 p.m., Monday through Friday, Brightwater Dental is open.", DENTAL, True),
    w.faith("en-x-002", "para.passive", "Who does root canals at Brightwater?", "All root canals are handled by Dr. Imogen Hale.", DENTAL, True),
    w.faith("en-x-003", "para.synonym", "How long is a cleaning?", "A standard cleaning lasts roughly 45 minutes.", DENTAL, True),
    w.faith("en-x-004", "para.nominal", "What happens if I cancel late?", "Cancellation with less than 24 hours' notice carries a $30 fee.", DENTAL, True),
    w.faith("en-x-005", "para.capital", "who teaches piano at cadence?", "PIANO IS TAUGHT BY LENA MARSH.", MUSIC, True),
    w.faith("en-x-006", "para.pronoun", "What does Dunmore Creamery sell?", "It sells cheese.", MARKET, True),
    w.faith("en-x-007", "para.relative", "Which dentist sees children?", "The dentist who sees children under 12 is Dr. Victor Osei.", DENTAL, True),
    w.faith("en-x-008", "para.part", "What are Redline's prices?", "A compact car costs $42 per day.", CAR, True),
    w.faith("en-x-009", "para.combine", "Who teaches at Cadence?", "Lena Marsh teaches piano and Tomás Rivera teaches guitar.", MUSIC, True),
    w.faith("en-x-010", "fmt.number", "How old do drivers have to be?", "Drivers have to be at least twenty-one years old.", CAR, True),
    w.faith("en-x-011", "fmt.thousands", "How big is the Foundry's workshop?", "The workshop is 2400 square feet.", MAKER, True),
    w.faith("en-x-012", "fmt.scale", "How many visitors came to the market last season?", "The market drew 120 thousand visitors last season.", MARKET, True),
    w.faith("en-x-013", "fmt.date", "When does the market season run?", "The season runs from 4 May to 26 October.", MARKET, True),
    w.faith("en-x-014", "fmt.time", "What hours is the market open on Sundays?", "From 07:30 to 13:00.", MARKET, True),
    w.faith("en-x-015", "fmt.unit", "How long is the laser cutter safety class?", "The safety class is 120 minutes long.", MAKER, True),
    w.faith("en-x-016", "fmt.abbrev", "How long does a standard cleaning take?", "About 45 min.", DENTAL, True),
    w.faith("en-x-017", "fmt.currency", "How much does filament cost?", "Filament costs $0.05 per gram.", MAKER, True),
    w.faith("en-x-018", "fmt.range", "When is the rental desk open?", "Every day, 6 a.m.–11 p.m.", CAR, True),
    w.faith("en-x-019", "fmt.period", "How often is the safety class held?", "It is held weekly, on Saturdays at 10 a.m.", MAKER, True),
    w.faith("en-x-020", "fmt.share", "What discount do full-term students get?", "Students who pay for a full 12-week term get one tenth off.", MUSIC, True),
    w.faith("en-x-021", "para.except", "Which days is the Foundry open?", "The workshop is open every day but Tuesday.", MAKER, True),
    w.faith("en-x-022", "wrap.opener", "How much is a day pass at the Foundry?", "Great question! A one-day pass at the Foundry costs $12.", MAKER, True),
    w.faith("en-x-023", "wrap.closer", "Is there a deposit for a move?", "Yes, a $100 deposit is paid when you book. Hope that helps!", MOVING, True),
    w.faith("en-x-024", "wrap.attribution", "Will Swiftbox move my pool table?", "According to the provided information, Swiftbox does not move pool tables.", MOVING, True),
    w.faith("en-x-025", "wrap.hedge", "How much are packing boxes?", "As far as I can tell, packing boxes cost $4 each and tape is free.", MOVING, True),
    w.faith("en-x-026", "wrap.question", "How far in advance do I need to book a move?", "How far in advance? At least 10 days before the move.", MOVING, True),
    w.faith("en-x-027", "para.reorder", "How many guests can Willow Barn hold?", "For a wedding, Willow Barn can host up to 180 guests.", WEDDING, True),
    w.faith("en-x-028", "para.passive", "Who teaches guitar at Cadence?", "Tomás Rivera teaches guitar.", MUSIC, True),
    w.faith("en-x-029", "para.synonym", "When does the music have to stop at Willow Barn?", "The music has to finish by 10:30 p.m.", WEDDING, True),
    w.faith("en-x-030", "para.nominal", "How do we hold our date?", "Holding a date requires payment of 25% of the rental fee as a deposit.", WEDDING, True),
    w.faith("en-x-031", "para.pronoun", "Can I return my airport rental at Harbor Street?", "Yes, you can drop it off there for a $20 fee.", CAR, True),
    w.faith("en-x-032", "para.relative", "Who sells cider at the market?", "Harlow Orchards, which also sells apples, is the one selling cider.", MARKET, True),
    w.faith("en-x-033", "para.combine", "How much does Willow Barn cost?", "It costs $6,500 on a Saturday and $4,800 on a Friday or Sunday.", WEDDING, True),
    w.faith("en-x-034", "fmt.number", "How many movers come with the truck?", "The hourly rate covers a crew of 3 movers plus a truck.", MOVING, True),
    w.faith("en-x-035", "fmt.thousands", "What is the Saturday fee at Willow Barn?", "The Saturday rental fee is $6500.", WEDDING, True),
    w.faith("en-x-036", "fmt.date", "When is the first market of the season?", "The season opens on the 4th of May.", MARKET, True),
    w.faith("en-x-037", "fmt.time", "By what time must the venue be cleared?", "By 23:30.", WEDDING, True),
    w.faith("en-x-038", "fmt.unit", "How long is the longer lesson at Cadence?", "The longer lesson lasts one hour and costs $60.", MUSIC, True),
    w.faith("en-x-039", "fmt.abbrev", "Which days is Brightwater open?", "Mon–Fri, 8 a.m. to 6 p.m.", DENTAL, True),
    w.faith("en-x-040", "fmt.currency", "How much is a 30-minute lesson?", "A 30-minute lesson costs 35 dollars.", MUSIC, True),
    w.faith("en-x-041", "fmt.period", "How often are the student recitals?", "There is a student recital every six months, in June and December.", MUSIC, True),
    w.faith("en-x-042", "fmt.share", "How big is the deposit at Willow Barn?", "A quarter of the rental fee is paid as a deposit to hold the date.", WEDDING, True),
    w.faith("en-x-043", "wrap.opener", "What's the surcharge for young drivers?", "Sure! Drivers under 25 pay an extra $15 per day.", CAR, True),
    w.faith("en-x-044", "wrap.closer", "When is the rest of the fee due?", "The rest is due 30 days before the wedding. Let me know if you have any other questions!", WEDDING, True),
    w.faith("en-x-045", "wrap.attribution", "When are the recitals?", "The context says the recitals take place in June and December.", MUSIC, True),
    w.faith("en-x-046", "wrap.hedge", "How much is the Harbor Street drop-off?", "I believe dropping the car off at Harbor Street costs $20.", CAR, True),
    w.faith("en-x-047", "wrap.question", "Are bikes allowed at the market?", "Are bikes allowed? No, bicycles aren't allowed inside the market area.", MARKET, True),
    # one clear error each
    w.faith("en-x-048", "value.number", "How many vendors take part in the market?", "About 80 vendors take part in the market.", MARKET, False),
    w.faith("en-x-049", "value.date", "When does the market season end?", "The last market day is November 26.", MARKET, False),
    w.faith("en-x-050", "value.time", "When does the rental desk open?", "The desk opens at 7 a.m. every day.", CAR, False),
    w.faith("en-x-051", "value.unit", "How long is the laser cutter safety class?", "The laser cutter safety class lasts two days.", MAKER, False),
    w.faith("en-x-052", "value.currency", "How much is a standard cleaning?", "A standard cleaning costs $85.", DENTAL, False),
    w.faith("en-x-053", "role.swap", "Who does what at Brightwater?", "Dr. Victor Osei handles all root canals, while Dr. Imogen Hale sees children under 12.", DENTAL, False),
    w.faith("en-x-054", "negation", "Can I bring my dog to the market?", "No, dogs are not allowed at the market.", MARKET, False),
    w.faith("en-x-055", "antonym", "Who pays the young driver fee?", "Drivers over 25 pay an extra $15 per day.", CAR, False),
    w.faith("en-x-056", "modality", "Do I have to book my move early?", "Booking 10 days ahead is suggested, but you can book any time.", MOVING, False),
    w.faith("en-x-057", "quantifier", "Who can use the 3D printers for free?", "The 3D printers are free for everyone, members or not.", MAKER, False),
    w.faith("en-x-058", "direction", "Can I do a one-way rental?", "Cars rented at the Harbor Street branch can be dropped off at the airport for a $20 fee.", CAR, False),
    w.faith("en-x-059", "added.fact", "What does a cleaning cost?", "A standard cleaning costs $95 and includes free X-rays.", DENTAL, False),
    w.faith("en-x-060", "value.except", "When is the Foundry closed?", "The workshop is open every day except Monday.", MAKER, False),
    w.faith("en-x-061", "added.entity", "Who teaches piano at Cadence?", "Piano is taught by Lena Marsh and Greta Fell.", MUSIC, False),
]

REFUSAL = [
    w.refusal("en-x-062", "refusal.plain", "Does Brightwater Dental take walk-in patients?", "I don't know whether Brightwater takes walk-in patients.", DENTAL, True),
    w.refusal("en-x-063", "refusal.context", "Does Swiftbox offer storage?", "The provided context doesn't mention whether Swiftbox offers storage.", MOVING, True),
    w.refusal("en-x-064", "refusal.hedged", "How much is a day pass at the Foundry?", "I'm not completely sure, but a one-day pass appears to cost $12.", MAKER, False),
    w.refusal("en-x-065", "refusal.partial", "How much are compact cars and SUVs, and is insurance included?", "Compact cars are $42 a day and SUVs $68 a day; the context doesn't say whether insurance is included.", CAR, False),
]

CORRECTNESS = [
    w.correct("en-x-066", "correct.wordy", "How much is a 60-minute lesson at Cadence?", "At Cadence Music School, a full 60-minute lesson will cost you $60, which is what the school charges for the longer lesson.", "$60.", True),
    w.correct("en-x-067", "correct.wordy", "Who teaches guitar at Cadence?", "If you want to learn guitar there, your teacher will be Tomás Rivera, the school's guitar instructor.", "Tomás Rivera.", True),
    w.correct("en-x-068", "correct.format", "What is Swiftbox's minimum booking?", "2 hrs.", "Two hours.", True),
    w.correct("en-x-069", "wrong.value", "When are the student recitals held?", "The recitals are held in May and November.", "In June and December.", False),
]

RELEVANCY = [
    w.relevant("en-x-070", "relevant.direct", "When can I take the laser cutter safety class?", "Saturdays at 10 a.m.", MAKER, True),
    w.relevant("en-x-071", "relevant.direct", "What would renting a stall at Elm Street set me back?", "$25 per market day.", MARKET, True),
    w.relevant("en-x-072", "relevant.direct", "Who should I book for my 8-year-old's checkup?", "Dr. Victor Osei.", DENTAL, True),
    w.relevant("en-x-073", "relevant.yesno", "Can I bring my dog to the farmers' market?", "Yes, as long as it's on a leash.", MARKET, True),
    w.relevant("en-x-074", "offtopic.true", "How much does a standard cleaning cost at Brightwater?", "Brightwater Dental closes at 6:00 p.m. on weekdays.", DENTAL, False),
]

DIAGNOSIS = [
    w.diag("en-x-075", "diag.pass", "How much is a day pass at the Foundry?", "A one-day pass costs $12.", {"maker-1": MAKER, "market-1": MARKET}, ("maker-1",), "pass"),
    w.diag("en-x-076", "diag.missed", "Does Swiftbox move pianos?", "The documents don't say whether Swiftbox moves pianos.", {"music-1": MUSIC, "car-1": CAR}, ("moving-1",), "fix_retrieval"),
    w.diag("en-x-077", "diag.correct_refusal", "Does the Foundry offer welding classes?", "The context doesn't say whether the Foundry offers welding classes.", {"maker-1": MAKER}, (), "correct_refusal"),
    w.diag("en-x-078", "diag.unfaithful", "What is the late cancellation fee at Brightwater?", "Late cancellations are charged a $50 fee.", {"dental-1": DENTAL}, ("dental-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
