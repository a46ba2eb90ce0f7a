"""English cases of set t16: a regional airport (parking, lost property), a citizens'
advice office (drop-ins, a benefit appeal), an art school's graduate exhibition, a plant
nursery, a car wash and an observatory's night tours."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

AIRPORT_PARKING = (
    "Short-stay parking at Harlow Regional Airport is free for the first 20 minutes. "
    "After that, it costs £4.50 per hour, up to a daily maximum of £28. "
    "Blue Badge holders may park free of charge for up to 3 hours in the spaces next to Terminal A."
)

AIRPORT_DESK = (
    "The airport's lost property desk is located on the arrivals level, beside the car hire counters. "
    "It is staffed every day from 07:00 to 19:00, except on 25 December. "
    "Unclaimed items are held for 30 days and then donated to charity. "
    "Duty manager Priya Osei signs off every release of valuables such as phones and laptops."
)

ADVICE_DROPIN = (
    "The Northgate Citizens' Advice office runs drop-in sessions on Tuesdays and Thursdays from 10 a.m. to 1 p.m. "
    "No appointment is needed for drop-ins, but visitors are asked to bring photo ID. "
    "Debt advice is only given by appointment, which can be booked by phone on 01632 960 412."
)

ADVICE_APPEAL = (
    "Volunteer adviser Tom Reilly helped Mrs Haddad appeal against a housing benefit decision in March. "
    "The appeal was heard on 14 May, and the council agreed to repay £1,240 in back payments. "
    "New volunteers complete a six-week training course before they see clients on their own."
)

ART_SHOW = (
    "The Fenwick School of Art's graduate exhibition opens on Friday 6 June and runs until 29 June. "
    "Entry is free, and the gallery is open from 11:00 to 18:00 every day except Mondays. "
    "Works by 42 final-year students are on show, and about a quarter of the works are for sale."
)

ART_CURATOR = (
    "This year's exhibition was curated by lecturer Dana Whitfield, who selected the works together with the student committee. "
    "Printmaking tutor Alan Brooke designed the exhibition catalogue, which costs £8. "
    "Photography is allowed in all rooms, but flash must not be used."
)

NURSERY = (
    "Greenway Plant Nursery sells bare-root fruit trees between November and March. "
    "Every tree comes with a two-year guarantee if it is planted within 7 days of purchase. "
    "Orders over £60 are delivered free within 15 miles of the nursery."
)

CAR_WASH = (
    "Sparkle Bay Car Wash offers three programmes: Basic at £6, Deluxe at £10 and Ultimate at £15. "
    "The Ultimate programme includes underbody cleaning and a wax finish. "
    "Vehicles taller than 2.1 metres cannot use the automatic tunnel. "
    "Customers who buy a book of ten washes get the eleventh one free."
)

OBS_TOURS = (
    "Night tours at Kestrel Hill Observatory start at 21:30 and last about 90 minutes. "
    "Tickets cost £14 for adults and £7 for children under 16. "
    "Tours are cancelled if the sky is overcast, and ticket holders then receive a full refund. "
    "Warm clothing is strongly recommended, as the dome is unheated."
)

OBS_GUIDES = (
    "Astronomer Lena Marsh leads the tours on Fridays and Saturdays, while student guide Omar Patel leads them on Wednesdays. "
    "Children under 8 are not admitted. "
    "Groups are limited to 20 people, and the main telescope has a 60-centimetre mirror."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("en-t16-001", "para.synonym", "How long can I park for free in short-stay?", "The first twenty minutes in the short-stay car park cost nothing.", AIRPORT_PARKING, True),
    w.faith("en-t16-002", "fmt.currency", "What's the most I'd pay for short-stay parking in one day?", "The daily charge is capped at 28 pounds.", AIRPORT_PARKING, True),
    w.faith("en-t16-003", "para.relative", "Where can Blue Badge holders park?", "The spaces next to Terminal A are where Blue Badge holders can park without paying, for up to three hours.", AIRPORT_PARKING, True),
    w.faith("en-t16-004", "para.except", "Is the lost property desk open every day?", "Apart from 25 December, there is someone at the lost property desk every single day.", AIRPORT_DESK, True),
    w.faith("en-t16-005", "fmt.time", "What are the lost property desk's hours?", "It's staffed from 7 a.m. until 7 p.m.", AIRPORT_DESK, True),
    w.faith("en-t16-006", "para.passive", "Who approves the return of a lost laptop?", "Releases of valuables like phones and laptops are signed off by Priya Osei, the duty manager.", AIRPORT_DESK, True),
    w.faith("en-t16-007", "para.nominal", "Do I need to book for a drop-in?", "Attendance at the drop-ins requires no appointment, although visitors are asked to bring photo ID.", ADVICE_DROPIN, True),
    w.faith("en-t16-008", "wrap.opener", "How do I get debt advice?", "Good question! Debt advice is by appointment only, and you can book one by ringing 01632 960 412.", ADVICE_DROPIN, True),
    w.faith("en-t16-009", "para.passive", "Who helped Mrs Haddad with her appeal?", "Mrs Haddad was helped by Tom Reilly, a volunteer adviser, to appeal a housing benefit decision in March.", ADVICE_APPEAL, True),
    w.faith("en-t16-010", "fmt.thousands", "How much did the council agree to repay?", "The council agreed to refund £1240 in back payments.", ADVICE_APPEAL, True),
    w.faith("en-t16-011", "fmt.period", "How long is the training for new volunteers?", "Newcomers go through a 42-day training course before advising clients alone.", ADVICE_APPEAL, True),
    w.faith("en-t16-012", "fmt.range", "When can I see the graduate show?", "The graduate exhibition runs 6–29 June.", ART_SHOW, True),
    w.faith("en-t16-013", "para.except", "Can I visit the exhibition on a Sunday?", "Yes — the gallery shuts only on Mondays; every other day it's open from 11:00 to 18:00.", ART_SHOW, True),
    w.faith("en-t16-014", "fmt.share", "Are the works for sale?", "Roughly 25% of the works on show can be bought.", ART_SHOW, True),
    w.faith("en-t16-015", "para.combine", "Who put the exhibition together?", "Lecturer Dana Whitfield curated it, picking the works jointly with the student committee.", ART_CURATOR, True),
    w.faith("en-t16-016", "wrap.attribution", "Is there a catalogue?", "According to the school, there is an £8 catalogue, designed by printmaking tutor Alan Brooke.", ART_CURATOR, True),
    w.faith("en-t16-017", "para.synonym", "Can I take pictures in the gallery?", "You may take photos in every room as long as you don't use a flash.", ART_CURATOR, True),
    w.faith("en-t16-018", "fmt.period", "What guarantee do the trees have?", "If you plant it within a week of buying it, each tree is guaranteed for 24 months.", NURSERY, True),
    w.faith("en-t16-019", "fmt.unit", "Can my van go through the automatic tunnel?", "Vehicles more than 210 cm tall can't go through the automatic tunnel.", CAR_WASH, True),
    w.faith("en-t16-020", "wrap.hedge", "Is there a loyalty deal?", "As far as I can tell, if you buy a book of ten washes, the eleventh one is on the house.", CAR_WASH, True),
    w.faith("en-t16-021", "fmt.time", "What time do the night tours begin?", "They begin at half past nine in the evening and take roughly an hour and a half.", OBS_TOURS, True),
    w.faith("en-t16-022", "wrap.closer", "How much are tickets?", "Adults pay £14, and children under 16 pay £7. Enjoy the stars!", OBS_TOURS, True),
    w.faith("en-t16-023", "para.reorder", "Who leads the tours?", "On Wednesdays the guide is student Omar Patel; on Fridays and Saturdays it's astronomer Lena Marsh.", OBS_GUIDES, True),
    w.faith("en-t16-024", "fmt.unit", "How big is the main telescope?", "Its mirror measures 600 millimetres.", OBS_GUIDES, True),
    # unfaithful
    w.faith("en-t16-025", "role.swap", "Who helped with the housing benefit appeal?", "Mrs Haddad helped volunteer adviser Tom Reilly appeal against the housing benefit decision.", ADVICE_APPEAL, False),
    w.faith("en-t16-026", "role.swap", "Who did the catalogue?", "The catalogue was designed by lecturer Dana Whitfield, while Alan Brooke curated the exhibition.", ART_CURATOR, False),
    w.faith("en-t16-027", "role.swap", "Who runs the Wednesday tours?", "Lena Marsh takes the Wednesday tours, and Omar Patel covers Fridays and Saturdays.", OBS_GUIDES, False),
    w.faith("en-t16-028", "antonym", "Should I dress warmly?", "Warm clothing is strongly recommended, even though the dome is heated.", OBS_TOURS, False),
    w.faith("en-t16-029", "antonym", "Where are the Blue Badge spaces?", "Blue Badge holders can park free for up to three hours in the spaces furthest from Terminal A.", AIRPORT_PARKING, False),
    w.faith("en-t16-030", "negation", "Can I just walk in?", "Drop-in sessions have to be booked in advance, and you should bring photo ID.", ADVICE_DROPIN, False),
    w.faith("en-t16-031", "negation", "What if I plant the tree late?", "Trees planted within a week of purchase are not covered by the guarantee.", NURSERY, False),
    w.faith("en-t16-032", "modality", "Is flash photography OK?", "Photos are allowed in all rooms, and using a flash is merely discouraged.", ART_CURATOR, False),
    w.faith("en-t16-033", "modality", "Do I need warm clothes?", "Warm clothing is compulsory on the tours, because the dome has no heating.", OBS_TOURS, False),
    w.faith("en-t16-034", "quantifier", "Can I buy the artwork?", "Every work in the exhibition is for sale.", ART_SHOW, False),
    w.faith("en-t16-035", "quantifier", "Where may I take photos?", "Photography is permitted in only some of the rooms, and never with flash.", ART_CURATOR, False),
    w.faith("en-t16-036", "direction", "Is delivery free?", "Orders under £60 are delivered free of charge within 15 miles.", NURSERY, False),
    w.faith("en-t16-037", "direction", "Who gets the child ticket price?", "Children over 16 pay the reduced price of £7.", OBS_TOURS, False),
    w.faith("en-t16-038", "value.number", "How many students are exhibiting?", "The show features work by 24 final-year students.", ART_SHOW, False),
    w.faith("en-t16-039", "value.date", "When was the appeal heard?", "The hearing took place on 14 March, and the council agreed to repay £1,240.", ADVICE_APPEAL, False),
    w.faith("en-t16-040", "value.time", "When is the lost property desk staffed?", "Someone is on the desk from 7 a.m. to 9 p.m.", AIRPORT_DESK, False),
    w.faith("en-t16-041", "value.currency", "How much is an adult ticket?", "An adult ticket costs 14 euros.", OBS_TOURS, False),
    w.faith("en-t16-042", "value.unit", "How large is the telescope mirror?", "The main telescope has a 60-millimetre mirror.", OBS_GUIDES, False),
    w.faith("en-t16-043", "value.except", "Is the gallery open every day?", "It's open from 11:00 to 18:00 every day apart from Sundays.", ART_SHOW, False),
    w.faith("en-t16-044", "added.fact", "What does the Ultimate wash include?", "Ultimate gives you underbody cleaning, a wax finish and an interior vacuum.", CAR_WASH, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t16-045", "correct.wordy", "When do the observatory night tours start?", "Thanks for asking! The night tours at the observatory get going at 21:30.", "21:30", True),
    w.correct("en-t16-046", "correct.format", "How long are unclaimed items kept at the airport?", "They're held for thirty days.", "30 days", True),
    w.correct("en-t16-047", "correct.format", "What time does the Tuesday drop-in finish?", "It finishes at 13:00.", "1 p.m.", True),
    w.correct("en-t16-048", "correct.wordy", "Who curated the graduate exhibition?", "This year's graduate exhibition was curated by Dana Whitfield, a lecturer at the school.", "Dana Whitfield", True),
    w.correct("en-t16-049", "wrong.value", "How much is the Ultimate wash?", "The Ultimate programme costs £10.", "£15", False),
    w.correct("en-t16-050", "wrong.role", "Who designed the exhibition catalogue?", "The catalogue was designed by Dana Whitfield.", "Alan Brooke", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
