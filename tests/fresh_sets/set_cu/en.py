"""Fresh set cu, English: a blood donation centre, a mini-golf course, a repair café, a cheese dairy tour, a dance school, a car inspection station, a fishing licence office, a puppet theatre, a tram museum and a mountain hiking guide service."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BLOOD = (
    "The Riverside Blood Donation Centre opened on 14 March 2011 and is run by Dr. Helen Marsh. "
    "Donors must be at least 17 years old and weigh at least 50 kg. "
    "A whole blood donation takes about 10 minutes, and donors may give blood every 12 weeks. "
    "The centre is open every day except Monday, from 8 a.m. to 7 p.m. "
    "Last year the centre collected 1,250 donations, and half of them came from first-time donors."
)
GOLF = (
    "Pebble Putt Mini Golf has 18 holes spread over a garden of 2,400 square metres. "
    "A round costs £9 for adults and £6 for children under 12. "
    "The course is open from 10 a.m. to 9 p.m. between April and October. "
    "Groups of more than eight players must book a tee time in advance. "
    "The owner, Marco Bellini, designed the windmill hole in 2016. "
    "Clubs and balls are included in the price, but scorecards cost 50p."
)
REPAIR = (
    "The Hollow Lane Repair Café meets on the first Saturday of every month in the Oakfield community hall. "
    "Volunteers fix lamps, toasters, bicycles and clothes free of charge, but donations are welcome. "
    "Visitors may bring up to two items per visit. "
    "The café was founded in 2018 by Gordon Pike, a retired electrician, and his daughter Lisa now coordinates the volunteers. "
    "Doors open at 1:30 p.m., and the last repair is accepted at 4 p.m. "
    "About a quarter of the items brought in cannot be repaired on the spot, mostly because spare parts are missing."
)
CHEESE = (
    "Greenhill Dairy offers a guided cheese tour that lasts 90 minutes and ends with a tasting of six cheeses. "
    "Tours start at 11 a.m. and 3 p.m. every day except Sunday. "
    "Tickets cost £14 for adults, and children under 5 go free. "
    "Each group is limited to 20 visitors, and visitors must wear the blue overshoes provided at the entrance. "
    "The cheesemaker, Agnes Fulton, has run the dairy since 1994."
)
DANCE = (
    "The Starlight Dance School teaches salsa, tango and ballroom to adults and children. "
    "A course consists of ten weekly lessons and costs £120. "
    "Beginners' classes take place on Tuesday and Thursday evenings from 7 p.m. to 8:30 p.m. "
    "Students may miss up to two lessons and make them up in another group. "
    "Dance shoes are recommended but not required for the first course. "
    "The school was founded in 2005 by Elena Rossi, and her former student Tom Baker took it over in 2019."
)
INSPECT = (
    "The North Road Vehicle Inspection Station checks cars, vans and motorcycles. "
    "A standard car inspection takes about 45 minutes and costs £54.85. "
    "Cars older than three years must be inspected every year. "
    "The station is open Monday to Friday from 7:30 a.m. to 6 p.m. and on Saturdays until 1 p.m. "
    "Drivers must bring the vehicle registration document; the old inspection certificate is not needed. "
    "Inspector Raj Patel leads a team of four mechanics."
)
FISH = (
    "The Lakeside Fishing Licence Office issues day, week and annual licences. "
    "A day licence costs £6, a week licence costs £22 and an annual licence costs £45. "
    "Anglers under 13 do not need a licence, but they must be accompanied by an adult. "
    "Each angler may keep at most three trout per day, and every fish shorter than 25 cm must be released. "
    "Fishing is allowed everywhere on the lake except in the bird reserve on the northern shore. "
    "The office is run by Margaret Doyle and opens at 6 a.m. on weekends."
)
PUPPET = (
    "The Little Lantern Puppet Theatre has 85 seats and stages shows for children aged 3 and over. "
    "Performances run on Wednesdays, Saturdays and Sundays at 10:30 a.m. and 3 p.m. "
    "A ticket costs £8, and a family ticket for four people costs £28. "
    "Each show lasts 50 minutes without an interval. "
    "The puppets are carved by Henrik Olsen, while his wife Clara writes the plays. "
    "Photography is not allowed during performances."
)
TRAM = (
    "The City Tram Museum is in Edinburgh, the capital of Scotland, and is housed in a former depot built in 1903. "
    "It displays 22 historic trams, the oldest of which is a horse-drawn car from 1881. "
    "The museum is open from Thursday to Sunday, 10 a.m. to 5 p.m., from March to November. "
    "Admission is £7 for adults and free for children under 16. "
    "On the last Sunday of each month, visitors can ride a restored 1926 tram on a 3 km heritage line. "
    "The collection is maintained by about 30 volunteers led by curator Frances Hale."
)
HIKE = (
    "Summit Trails offers guided mountain hikes in the Cairngorms from May to September. "
    "The full-day hike covers 16 kilometres with a climb of 900 metres and starts at 8 a.m. from the Glenmore car park. "
    "It costs £65 per person, including a packed lunch. "
    "Hikers must wear walking boots and carry at least 1.5 litres of water. "
    "Each guide leads no more than ten people. "
    "Bookings can be cancelled free of charge up to 48 hours before the start."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cu-001", "para.reorder", "When is Pebble Putt open?", "Between April and October, Pebble Putt is open from 10 a.m. to 9 p.m.", GOLF, True),
    w.faith("en-cu-002", "para.passive", "Who makes the puppets at the Little Lantern?", "Henrik Olsen carves the puppets.", PUPPET, True),
    w.faith("en-cu-003", "para.synonym", "Who is in charge of the mechanics at the inspection station?", "Inspector Raj Patel heads a group of four mechanics there.", INSPECT, True),
    w.faith("en-cu-004", "para.nominal", "Can I cancel a guided hike?", "Cancellation of a booking is free of charge up to 48 hours before the start.", HIKE, True),
    w.faith("en-cu-005", "para.capital", "In which city is the tram museum?", "The City Tram Museum is in Scotland's capital, Edinburgh.", TRAM, True),
    w.faith("en-cu-006", "para.pronoun", "What does Margaret Doyle do?", "She runs the Lakeside Fishing Licence Office.", FISH, True),
    w.faith("en-cu-007", "para.relative", "Who founded the Starlight Dance School?", "Elena Rossi founded the Starlight Dance School, which teaches salsa, tango and ballroom.", DANCE, True),
    w.faith("en-cu-008", "para.part", "How old do you have to be to give blood at Riverside?", "Donors must be at least 17 years old.", BLOOD, True),
    w.faith("en-cu-009", "para.combine", "Tell me about the Hollow Lane Repair Café.", "Founded by Gordon Pike in 2018, the repair café meets on the first Saturday of every month in the Oakfield community hall.", REPAIR, True),
    w.faith("en-cu-010", "fmt.number", "How many cheeses do you get to taste on the dairy tour?", "The tour ends with a tasting of 6 cheeses.", CHEESE, True),
    w.faith("en-cu-011", "fmt.thousands", "How many donations did the centre collect last year?", "It collected 1250 donations last year.", BLOOD, True),
    w.faith("en-cu-012", "fmt.scale", "How much water do hikers need to bring?", "Each hiker has to carry at least 1,500 millilitres of water.", HIKE, True),
    w.faith("en-cu-013", "fmt.date", "When did the Riverside Blood Donation Centre open?", "It opened on 2011-03-14.", BLOOD, True),
    w.faith("en-cu-014", "fmt.time", "What times are the puppet shows?", "Shows start at 10:30 and 15:00 on Wednesdays, Saturdays and Sundays.", PUPPET, True),
    w.faith("en-cu-015", "fmt.unit", "Which fish have to be put back?", "Any fish shorter than 25 centimetres must be released.", FISH, True),
    w.faith("en-cu-016", "fmt.abbrev", "Who runs the blood donation centre?", "The centre is run by Doctor Helen Marsh.", BLOOD, True),
    w.faith("en-cu-017", "fmt.currency", "Is there anything extra to pay at Pebble Putt?", "Clubs and balls are included, but a scorecard costs £0.50.", GOLF, True),
    w.faith("en-cu-018", "fmt.range", "How many trout can I keep?", "You can keep a maximum of 3 trout a day.", FISH, True),
    w.faith("en-cu-019", "fmt.period", "Until when can I cancel my hike for free?", "Free cancellation is possible up to two days before the start.", HIKE, True),
    w.faith("en-cu-020", "fmt.share", "Can everything be fixed on the day at the repair café?", "No, about 25% of the items brought in cannot be repaired on the spot, mostly because spare parts are missing.", REPAIR, True),
    w.faith("en-cu-021", "para.except", "Can I do the cheese tour on a Sunday?", "No, there are no cheese tours on Sundays.", CHEESE, True),
    w.faith("en-cu-022", "wrap.opener", "Do kids pay to get into the tram museum?", "Great question! Admission is free for children under 16.", TRAM, True),
    w.faith("en-cu-023", "wrap.closer", "What does a dance course cost?", "A course of ten weekly lessons costs £120. I hope this helps!", DANCE, True),
    w.faith("en-cu-024", "wrap.attribution", "How much is a car inspection?", "According to the station's information, a standard car inspection costs £54.85.", INSPECT, True),
    w.faith("en-cu-025", "wrap.hedge", "How long is a puppet show?", "As far as I can tell, each show lasts 50 minutes without an interval.", PUPPET, True),
    w.faith("en-cu-026", "wrap.question", "We're a group of ten. Do we need to book at Pebble Putt?", "Yes, groups of more than eight players have to book a tee time in advance. Would you like the prices as well?", GOLF, True),
    w.faith("en-cu-027", "value.number", "How many seats does the puppet theatre have?", "The Little Lantern Puppet Theatre has 95 seats.", PUPPET, False),
    w.faith("en-cu-028", "value.date", "How old is the tram museum's building?", "The museum is housed in a former depot built in 1913.", TRAM, False),
    w.faith("en-cu-029", "value.time", "What time does the afternoon cheese tour start?", "The afternoon tour starts at 4 p.m.", CHEESE, False),
    w.faith("en-cu-030", "value.unit", "How long is the full-day hike?", "The full-day hike covers 16 miles with a climb of 900 metres.", HIKE, False),
    w.faith("en-cu-031", "value.currency", "How much is a week licence?", "A week licence costs £26.", FISH, False),
    w.faith("en-cu-032", "role.swap", "Who founded the Starlight Dance School?", "The school was founded in 2005 by Tom Baker.", DANCE, False),
    w.faith("en-cu-033", "negation", "Do I need my old inspection certificate?", "Yes, you have to bring the old inspection certificate along with the registration document.", INSPECT, False),
    w.faith("en-cu-034", "antonym", "What is the oldest tram at the museum?", "The newest of the 22 trams is a horse-drawn car from 1881.", TRAM, False),
    w.faith("en-cu-035", "modality", "Do I need dance shoes for my first course?", "Yes, dance shoes are required for the first course.", DANCE, False),
    w.faith("en-cu-036", "quantifier", "How many first-time donors gave blood last year?", "All of last year's 1,250 donations came from first-time donors.", BLOOD, False),
    w.faith("en-cu-037", "value.except", "Can I fish in the bird reserve?", "Yes, fishing is allowed in the bird reserve on the northern shore.", FISH, False),
    w.faith("en-cu-038", "direction", "Which cars need a yearly inspection?", "Cars younger than three years must be inspected every year.", INSPECT, False),
    w.faith("en-cu-039", "added.fact", "How big is Pebble Putt?", "Pebble Putt has 18 holes over 2,400 square metres, and the whole course is wheelchair accessible.", GOLF, False),
    w.faith("en-cu-040", "added.entity", "Who makes the puppets?", "The puppets are carved by Henrik Olsen and painted by his son Lukas.", PUPPET, False),
    w.faith("en-cu-041", "mixed", "How big are the groups on the cheese tour?", "The tour lasts 90 minutes, and each group is limited to 30 visitors.", CHEESE, False),
]
REFUSAL = [
    w.refusal("en-cu-042", "refusal.plain", "Is there parking at the blood donation centre?", "I'm sorry, I don't have that information.", BLOOD, True),
    w.refusal("en-cu-043", "refusal.context", "Does the tram museum have a gift shop?", "The provided documents don't say whether the museum has a gift shop.", TRAM, True),
    w.refusal("en-cu-044", "refusal.short", "Can I bring my dog to the mini-golf course?", "No idea, sorry.", GOLF, True),
    w.refusal("en-cu-045", "refusal.long", "Is there a minimum age for the guided hikes?", "Thank you for your question. Unfortunately, the information I have about Summit Trails covers the route, the price, the equipment and the cancellation rules, but it says nothing about a minimum age. I'd suggest contacting Summit Trails directly before you book.", HIKE, True),
    w.refusal("en-cu-046", "refusal.hedged", "How long is a puppet show?", "I'm not entirely sure, but I think each show lasts 50 minutes.", PUPPET, False),
    w.refusal("en-cu-047", "refusal.partial", "How long does an inspection take for a car and for a van?", "A standard car inspection takes about 45 minutes; the information doesn't say how long a van inspection takes.", INSPECT, False),
]
CORRECTNESS = [
    w.correct("en-cu-048", "correct.wordy", "Who founded the Hollow Lane Repair Café?", "The repair café was founded back in 2018 by Gordon Pike, who is a retired electrician.", "Gordon Pike.", True),
    w.correct("en-cu-049", "correct.short", "How long does the cheese tour at Greenhill Dairy last?", "90 minutes.", "The guided cheese tour at Greenhill Dairy lasts 90 minutes and ends with a tasting.", True),
    w.correct("en-cu-050", "correct.format", "How much is an annual fishing licence?", "Forty-five pounds.", "£45.", True),
    w.correct("en-cu-051", "wrong.value", "How many lessons are in a dance course?", "A course has twelve weekly lessons.", "Ten lessons.", False),
    w.correct("en-cu-052", "wrong.echo", "Who leads the volunteers at the tram museum?", "The volunteers at the tram museum are led by the museum's leader of the volunteers.", "Curator Frances Hale.", False),
    w.correct("en-cu-053", "wrong.role", "Who writes the plays at the Little Lantern Puppet Theatre?", "Henrik Olsen writes the plays.", "Clara, Henrik Olsen's wife, writes the plays; Henrik carves the puppets.", False),
]
RELEVANCY = [
    w.relevant("en-cu-054", "relevant.direct", "When can visitors ride the historic tram?", "On the last Sunday of every month.", TRAM, True),
    w.relevant("en-cu-055", "relevant.yesno", "Can a 16-year-old donate blood at Riverside?", "No, donors have to be at least 17.", BLOOD, True),
    w.relevant("en-cu-056", "offtopic.true", "How much does a round of mini-golf cost for a child?", "The owner, Marco Bellini, designed the windmill hole in 2016.", GOLF, False),
    w.relevant("en-cu-057", "offtopic.other", "What should I wear on the hike?", "The full-day hike starts at 8 a.m. from the Glenmore car park.", HIKE, False),
]
DIAGNOSIS = [
    w.diag("en-cu-058", "diag.pass", "What do visitors have to wear on the dairy tour?", "Visitors must wear the blue overshoes they are given at the entrance.", {"cheese": CHEESE, "dance": DANCE}, ("cheese",), "pass"),
    w.diag("en-cu-059", "diag.offtopic", "How long does a car inspection take?", "Inspector Raj Patel leads a team of four mechanics.", {"inspect": INSPECT}, ("inspect",), "fix_generation"),
    w.diag("en-cu-060", "diag.unfaithful", "Do children need a fishing licence?", "Yes, every angler needs a licence, whatever their age.", {"fish": FISH}, ("fish",), "fix_generation"),
    w.diag("en-cu-061", "diag.refused", "When are the beginners' dance classes?", "I'm sorry, I couldn't find that in the documents.", {"dance": DANCE, "puppet": PUPPET}, ("dance",), "fix_generation"),
    w.diag("en-cu-062", "diag.missed", "How many items can I bring to the repair café?", "I don't know.", {"tram": TRAM, "golf": GOLF}, ("repair",), "fix_retrieval"),
    w.diag("en-cu-063", "diag.correct_refusal", "Does Summit Trails rent out hiking poles?", "The documents don't say whether Summit Trails rents out hiking poles.", {"hike": HIKE}, (), "correct_refusal"),
    w.diag("en-cu-064", "diag.should_refuse", "Is there a café at the puppet theatre?", "Yes, the theatre has a small café that serves hot chocolate.", {"puppet": PUPPET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
