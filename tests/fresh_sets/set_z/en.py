"""English cases of set Z: a driving school, a hostel, a piano tuner, a bowling alley, a pharmacy,
a tax advice office, a climbing gym and an escape room."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DRIVING = "Greenway Driving School charges $52 for a 60-minute lesson with an instructor. Learners who book a block of ten lessons pay $470 in total. Lessons run from 7:30 a.m. to 8 p.m., Monday to Saturday. Students must bring their provisional licence to every lesson."
HOSTEL = "The Blue Kettle Hostel has 48 beds spread over six dormitories. Check-in starts at 3 p.m. and check-out is by 10:30 a.m. Breakfast is included for all guests except those who book the basic saver rate. Towels can be rented at reception for £2."
PIANO = "Marta Lindqvist tunes pianos in the Riverside district. A standard tuning takes about 90 minutes and costs $135. She recommends tuning a home piano twice a year. Bookings are taken by phone on weekdays between 9 a.m. and 1 p.m."
BOWLING = "Starlight Lanes has 24 lanes and opens at noon every day. On Tuesdays, a game costs $4.50 instead of the usual $7. Shoe rental is free for children under 12. The alley closes at midnight on Fridays and Saturdays and at 11 p.m. on other days."
PHARMACY = "Oakfield Pharmacy is open from 8 a.m. to 9 p.m. on weekdays and from 10 a.m. to 4 p.m. on Saturdays; it is closed on Sundays. Pharmacist Daniel Reyes gives flu vaccinations without an appointment on Wednesday afternoons. Prescriptions dropped off before 2 p.m. are usually ready the same day."
TAX = "Hartley & Moss Tax Advice opened its office on Bridge Street on 14 March 2019. A first consultation lasts 45 minutes and costs £80. Last year the office helped 1,250 clients with their tax returns and secured £2.3 million in refunds for them. Clients should bring their payslips and last year's tax return to the first meeting."
CLIMB = "Summit Climbing Gym covers 1,800 square metres and has walls up to 15 metres high. A day pass costs €14, and in January the monthly membership went up from €52 to €59. Beginners must complete a 30-minute safety induction before climbing alone. The gym is open every day except Christmas Day."
ESCAPE = "The Lighthouse escape room at Locked & Loaded fits groups of two to six players. Teams have 60 minutes to escape, and about 25% of teams succeed. The game costs $28 per player. The host, Priya, can give up to three hints during the game."

# fmt: off
FAITHFULNESS: list[Case] = [
    # driving school
    w.faith("en-z-001", "para.reorder", "When do lessons at Greenway run?", "Monday to Saturday, lessons run from 7:30 a.m. to 8 p.m.", DRIVING, True),
    w.faith("en-z-002", "para.passive", "What do students have to bring to their lessons?", "A provisional licence has to be brought to every lesson by the students.", DRIVING, True),
    w.faith("en-z-003", "para.synonym", "How much is a single lesson at Greenway?", "A one-hour lesson with an instructor costs $52.", DRIVING, True),
    w.faith("en-z-004", "fmt.number", "How many lessons come in a block, and what does it cost?", "A block is 10 lessons for $470 in total.", DRIVING, True),
    w.faith("en-z-005", "fmt.currency", "What does a block of ten lessons cost?", "It costs 470 dollars altogether.", DRIVING, True),
    w.faith("en-z-006", "fmt.time", "How early do lessons start?", "Lessons start as early as 07:30.", DRIVING, True),
    w.faith("en-z-007", "negation", "Do I need my provisional licence for lessons?", "No, students don't need to bring their provisional licence to lessons.", DRIVING, False),
    # hostel
    w.faith("en-z-008", "fmt.time", "When do I have to check out?", "Check-out is by 10.30 in the morning.", HOSTEL, True),
    w.faith("en-z-009", "para.except", "Is breakfast included at the Blue Kettle?", "Yes, for every guest apart from those on the basic saver rate.", HOSTEL, True),
    w.faith("en-z-010", "fmt.currency", "Can I get a towel at the hostel?", "Yes, towels can be rented at reception for two pounds.", HOSTEL, True),
    w.faith("en-z-011", "para.pronoun", "How many beds does the Blue Kettle Hostel have?", "It has 48 beds across six dormitories.", HOSTEL, True),
    w.faith("en-z-012", "wrap.opener", "Where can I rent a towel?", "Happy to help! You can rent one at reception for £2.", HOSTEL, True),
    w.faith("en-z-013", "value.number", "How many dormitories does the hostel have?", "The hostel's 48 beds are spread over eight dormitories.", HOSTEL, False),
    w.faith("en-z-014", "value.time", "When does check-in start?", "Check-in starts at 2 p.m.", HOSTEL, False),
    w.faith("en-z-015", "value.except", "Who gets breakfast at the hostel?", "Breakfast is included for all guests except those on the flexible rate.", HOSTEL, False),
    # piano tuner
    w.faith("en-z-016", "fmt.period", "How long does a standard tuning take?", "A standard tuning takes about an hour and a half.", PIANO, True),
    w.faith("en-z-017", "fmt.period", "How often should I have my piano at home tuned?", "Marta recommends tuning a home piano every six months.", PIANO, True),
    w.faith("en-z-018", "para.relative", "Who tunes pianos in Riverside?", "Marta Lindqvist, who charges $135 for a standard tuning, tunes pianos in the Riverside district.", PIANO, True),
    w.faith("en-z-019", "wrap.attribution", "How can I book a tuning?", "According to the provided information, bookings are taken by phone on weekdays between 9 a.m. and 1 p.m.", PIANO, True),
    w.faith("en-z-020", "fmt.range", "When can I call to book a tuning?", "On weekdays, 9 a.m. to 1 p.m.", PIANO, True),
    w.faith("en-z-021", "value.currency", "What does a standard tuning cost?", "A standard tuning costs $150.", PIANO, False),
    w.faith("en-z-022", "added.entity", "Who tunes pianos in the Riverside district?", "Marta Lindqvist and her assistant Jonas tune pianos in the Riverside district.", PIANO, False),
    # bowling alley
    w.faith("en-z-023", "para.combine", "How much is a game at Starlight Lanes?", "A game usually costs $7, but only $4.50 on Tuesdays.", BOWLING, True),
    w.faith("en-z-024", "fmt.time", "What time does Starlight Lanes open?", "It opens at 12:00 every day.", BOWLING, True),
    w.faith("en-z-025", "para.capital", "when does starlight lanes close on saturdays?", "starlight lanes closes at midnight on saturdays.", BOWLING, True),
    w.faith("en-z-026", "fmt.number", "How many lanes are there?", "There are twenty-four lanes.", BOWLING, True),
    w.faith("en-z-027", "wrap.closer", "Do kids pay for bowling shoes?", "Shoe rental is free for children under 12. Have fun bowling!", BOWLING, True),
    w.faith("en-z-028", "para.part", "What are the closing times at Starlight Lanes?", "On Fridays and Saturdays, it closes at midnight.", BOWLING, True),
    w.faith("en-z-029", "antonym", "Who gets free shoe rental?", "Shoe rental is free for children over 12.", BOWLING, False),
    # pharmacy
    w.faith("en-z-030", "fmt.range", "What are the pharmacy's Saturday hours?", "On Saturdays it is open 10:00-16:00.", PHARMACY, True),
    w.faith("en-z-031", "para.synonym", "Do I need to book a flu jab?", "No, Daniel Reyes gives flu shots on a walk-in basis on Wednesday afternoons.", PHARMACY, True),
    w.faith("en-z-032", "wrap.hedge", "Can I get my prescription the same day?", "It seems so: prescriptions dropped off before 2 p.m. are usually ready the same day.", PHARMACY, True),
    w.faith("en-z-033", "fmt.abbrev", "When is the pharmacy open during the week?", "Mon-Fri, 8 a.m. to 9 p.m.", PHARMACY, True),
    w.faith("en-z-034", "wrap.question", "Is Oakfield Pharmacy open on Sundays?", "Open on Sundays? No, Oakfield Pharmacy is closed on Sundays.", PHARMACY, True),
    w.faith("en-z-035", "added.fact", "When can I get a flu vaccination?", "Daniel Reyes gives flu vaccinations without an appointment on Wednesday afternoons, and they are free of charge.", PHARMACY, False),
    # tax advice office
    w.faith("en-z-036", "fmt.date", "When did Hartley & Moss open?", "They opened their Bridge Street office on 2019-03-14.", TAX, True),
    w.faith("en-z-037", "fmt.thousands", "How many clients did the office help last year?", "Last year the office helped 1250 clients with their tax returns.", TAX, True),
    w.faith("en-z-038", "fmt.scale", "How much did the office secure in refunds last year?", "It secured £2,300,000 in refunds for its clients last year.", TAX, True),
    w.faith("en-z-039", "fmt.period", "How long is a first consultation?", "A first consultation lasts three quarters of an hour.", TAX, True),
    w.faith("en-z-040", "wrap.question", "What should I bring to my first meeting?", "Not sure what to bring? Your payslips and last year's tax return.", TAX, True),
    w.faith("en-z-041", "value.date", "When did the office on Bridge Street open?", "Hartley & Moss opened its Bridge Street office on 14 May 2019.", TAX, False),
    # climbing gym
    w.faith("en-z-042", "fmt.unit", "How high are the walls at Summit?", "The walls go up to 15 m.", CLIMB, True),
    w.faith("en-z-043", "fmt.abbrev", "How big is Summit Climbing Gym?", "It covers 1,800 sq m.", CLIMB, True),
    w.faith("en-z-044", "para.nominal", "What do beginners have to do before climbing alone?", "Completion of a 30-minute safety induction is required before beginners climb alone.", CLIMB, True),
    w.faith("en-z-045", "para.except", "When is the gym open?", "Every day, with Christmas Day the only exception.", CLIMB, True),
    w.faith("en-z-046", "para.pronoun", "What does a monthly membership at Summit cost now?", "Since January it has cost €59.", CLIMB, True),
    w.faith("en-z-047", "direction", "How did the monthly membership price change in January?", "In January the monthly membership went down from €59 to €52.", CLIMB, False),
    w.faith("en-z-048", "value.unit", "How tall are the climbing walls?", "The walls are up to 15 feet high.", CLIMB, False),
    w.faith("en-z-049", "modality", "Do beginners have to do a safety induction?", "Beginners can do a 30-minute safety induction if they like, but it isn't required.", CLIMB, False),
    # escape room
    w.faith("en-z-050", "fmt.share", "How many teams manage to escape?", "About a quarter of teams succeed.", ESCAPE, True),
    w.faith("en-z-051", "fmt.range", "How many players can play the Lighthouse room?", "The room fits groups of 2-6 players.", ESCAPE, True),
    w.faith("en-z-052", "fmt.period", "How long do teams have to get out?", "Teams get one hour to escape.", ESCAPE, True),
    w.faith("en-z-053", "para.passive", "Who gives hints in the Lighthouse room?", "Up to three hints can be given by the host, Priya.", ESCAPE, True),
    w.faith("en-z-054", "wrap.opener", "What does the Lighthouse game cost?", "Sure! The game costs $28 per player.", ESCAPE, True),
    w.faith("en-z-055", "role.swap", "Who gives hints during the game?", "The players can give the host, Priya, up to three hints.", ESCAPE, False),
    w.faith("en-z-056", "quantifier", "How many teams escape in time?", "Every team escapes within the 60 minutes.", ESCAPE, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-z-057", "refusal.plain", "Does the Blue Kettle Hostel have a kitchen for guests?", "Sorry, I can't answer that.", HOSTEL, True),
    w.refusal("en-z-058", "refusal.context", "Does Greenway offer motorway lessons?", "The information provided doesn't say whether Greenway offers motorway lessons, so I can't tell you.", DRIVING, True),
    w.refusal("en-z-059", "refusal.hedged", "How much is a day pass at Summit?", "I'm not entirely sure, but it looks like a day pass costs €14.", CLIMB, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-z-060", "correct.wordy", "How long does a team have in the Lighthouse escape room?", "Once the door shuts, your team has a full sixty minutes, in other words one hour, to find its way out of the Lighthouse room.", "60 minutes.", True),
    w.correct("en-z-061", "correct.wordy", "Who gives flu vaccinations at Oakfield Pharmacy?", "If you want a flu vaccination at Oakfield, it's the pharmacist Daniel Reyes who gives them, on Wednesday afternoons and without an appointment.", "Daniel Reyes.", True),
    w.correct("en-z-062", "correct.format", "When did Hartley & Moss open its office?", "2019-03-14", "On 14 March 2019.", True),
    w.correct("en-z-063", "wrong.value", "How many lanes does Starlight Lanes have?", "Starlight Lanes has 20 lanes.", "24 lanes.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-z-064", "relevant.direct", "When can I ring Marta to arrange a tuning?", "Weekday mornings, between nine and one.", PIANO, True),
    w.relevant("en-z-065", "relevant.direct", "What will it set me back to rent a towel?", "Two pounds, paid at reception.", HOSTEL, True),
    w.relevant("en-z-066", "relevant.direct", "Where is the Hartley & Moss office?", "On Bridge Street.", TAX, True),
    w.relevant("en-z-067", "relevant.yesno", "Do children need to pay for bowling shoes?", "No, kids under 12 get them for free.", BOWLING, True),
    w.relevant("en-z-068", "offtopic.true", "How much does a ten-lesson block cost at Greenway?", "Lessons run from 7:30 a.m. to 8 p.m., Monday to Saturday.", DRIVING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-z-069", "diag.pass", "What time is check-out at the Blue Kettle Hostel?", "Check-out is by 10:30 a.m.", {"hostel-01": HOSTEL, "bowling-01": BOWLING}, ("hostel-01",), "pass"),
    w.diag("en-z-070", "diag.missed", "How much is a day pass at Summit Climbing Gym?", "I'm sorry, the documents I have don't mention the price of a day pass.", {"pharmacy-01": PHARMACY, "escape-01": ESCAPE}, ("climb-01",), "fix_retrieval"),
    w.diag("en-z-071", "diag.correct_refusal", "Does Greenway Driving School offer lessons in automatic cars?", "The available information doesn't say whether Greenway offers lessons in automatic cars.", {"driving-01": DRIVING, "tax-01": TAX}, (), "correct_refusal"),
    w.diag("en-z-072", "diag.unfaithful", "How much does a first consultation at Hartley & Moss cost?", "A first consultation costs £120.", {"tax-01": TAX, "piano-01": PIANO}, ("tax-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
