"""English cases of set Y. Scenarios: long-stay parking at Harwell Airport, a coworking space
on Beacon Street, Camp Willow Creek (a children's summer camp), the Gearhouse Cycles repair
shop, the Evening Light photography course, the Fluff & Fold dog grooming salon, the Lindqvist
city museum pass and the Suds City laundromat."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PARKING = (
    "SkyPark Lot C at Harwell Airport has 3,400 spaces and charges $14 per day; the seventh day in a row is free. "
    "A shuttle bus runs from Lot C to Terminal 2 every 12 minutes between 4:30 a.m. and 11:45 p.m. "
    "Vehicles taller than 2.1 metres must park in Lot E instead."
)
COWORK = (
    "The Beacon Street coworking space is run by Priya Nandakumar. "
    "A hot-desk membership costs $180 a month and a dedicated desk costs $295 a month. "
    "Members get 6 hours of meeting-room time each month, and extra hours cost $15 each. "
    "On weekdays the front door opens at 7:00 a.m. and locks at 9:00 p.m., and the space is closed on Sundays."
)
CAMP = (
    "Camp Willow Creek is for children aged 8 to 12 and runs from July 7 to August 1, 2025. "
    "Drop-off is between 8:15 and 8:45 a.m., and pick-up is at 4:00 p.m. "
    "The fee is $260 per week, and a second child from the same family gets 10% off. "
    "Every camper must bring a labelled water bottle and sunscreen."
)
BIKE = (
    "At Gearhouse Cycles, a basic tune-up costs $55 and usually takes two days. "
    "The head mechanic, Tomás Reyes, builds every custom wheel himself and trains the shop's apprentice, Dana Liu. "
    "The shop is open Tuesday to Saturday from 10 a.m. to 6 p.m. "
    "Customers may leave their bike overnight at no extra charge."
)
PHOTO = (
    "The Evening Light photography course meets every Thursday for six weeks, starting on 11 September, in a studio two blocks north of Carver Station. "
    "The instructor, Mara Okafor, limits each class to 12 students. "
    "Students should bring a camera with manual settings; tripods are provided by the studio. "
    "The course costs £240, and half of it is due at sign-up."
)
GROOM = (
    "Fluff & Fold Dog Grooming charges $45 for a full groom of a small dog and $70 for a large dog weighing over 25 kg. "
    "An appointment lasts about 90 minutes. "
    "Every dog must have an up-to-date rabies vaccination, and owners who cancel less than 24 hours ahead pay a $20 fee."
)
MUSEUM = (
    "The Lindqvist City Museum Pass costs $38 and gives entry to all nine city museums for 72 hours after the first scan. "
    "Children under 6 get in free and do not need a pass. "
    "The pass includes one free ride on the harbour ferry but does not cover special exhibitions at the Maritime Museum. "
    "Last year, 1,200,000 passes were sold."
)
LAUNDRY = (
    "Suds City Laundromat on Fenwick Avenue has 24 washers and 18 dryers; four of the washers are extra-large and can take comforters. "
    "A wash costs $3.50, and 10 minutes of drying costs $1.00. "
    "It is open every day except Christmas Day, from 6 a.m. to 10 p.m. "
    "The last wash must start by 9 p.m."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-y-001", "para.reorder", "When does the shuttle from Lot C run?", "Every 12 minutes between 4:30 a.m. and 11:45 p.m., a shuttle bus goes from Lot C to Terminal 2.", PARKING, True),
    w.faith("en-y-002", "para.passive", "Who builds custom wheels at Gearhouse Cycles?", "Every custom wheel is built by the head mechanic, Tomás Reyes, himself.", BIKE, True),
    w.faith("en-y-003", "para.passive", "Who is in charge of the Beacon Street coworking space?", "Priya Nandakumar runs the Beacon Street coworking space.", COWORK, True),
    w.faith("en-y-004", "para.passive", "Do I need to bring a tripod to the photography course?", "No, the studio provides the tripods.", PHOTO, True),
    w.faith("en-y-005", "para.synonym", "What do campers need to bring?", "Each camper has to pack sunscreen and a labelled water bottle.", CAMP, True),
    w.faith("en-y-006", "para.synonym", "Is there a deal for long stays at Lot C?", "Yes, if you park seven days in a row, you don't pay for the seventh one.", PARKING, True),
    w.faith("en-y-007", "para.nominal", "How long is the museum pass valid?", "The pass's validity is 72 hours from its first scan.", MUSEUM, True),
    w.faith("en-y-008", "para.nominal", "Can I leave my bike at Gearhouse Cycles overnight?", "Yes, overnight storage of your bike comes at no extra charge.", BIKE, True),
    w.faith("en-y-009", "para.capital", "What does Lot C charge per day?", "SKYPARK LOT C charges $14 per day.", PARKING, True),
    w.faith("en-y-010", "para.pronoun", "How much does a hot desk cost at the Beacon Street coworking space?", "It offers a hot-desk membership for $180 a month.", COWORK, True),
    w.faith("en-y-011", "para.pronoun", "Who teaches the Evening Light course, and how big are the classes?", "Mara Okafor teaches it, and she limits each class to 12 students.", PHOTO, True),
    w.faith("en-y-012", "para.relative", "How much is a full groom for a big dog?", "A large dog that weighs over 25 kg costs $70 for a full groom.", GROOM, True),
    w.faith("en-y-013", "para.part", "How many dryers does Suds City have?", "Suds City Laundromat has 18 dryers.", LAUNDRY, True),
    w.faith("en-y-014", "para.combine", "What are the daily drop-off and pick-up times at Camp Willow Creek?", "Campers are dropped off between 8:15 and 8:45 a.m. and picked up at 4:00 p.m.", CAMP, True),
    w.faith("en-y-015", "para.combine", "How many washers are there, and what does a wash cost?", "Suds City has 24 washers, and each wash costs $3.50.", LAUNDRY, True),
    w.faith("en-y-016", "fmt.number", "How long is the photography course?", "It runs for 6 weeks, meeting every Thursday.", PHOTO, True),
    w.faith("en-y-017", "fmt.thousands", "How many spaces does Lot C have?", "Lot C has 3400 spaces.", PARKING, True),
    w.faith("en-y-018", "fmt.scale", "How many museum passes were sold last year?", "1.2 million passes were sold last year.", MUSEUM, True),
    w.faith("en-y-019", "fmt.date", "When does Camp Willow Creek run?", "It runs from 7 July to 1 August 2025.", CAMP, True),
    w.faith("en-y-020", "fmt.date", "When does the photography course start?", "The course starts on September 11.", PHOTO, True),
    w.faith("en-y-021", "fmt.time", "What are the weekday opening hours of the coworking space?", "On weekdays, the front door opens at 07:00 and locks at 21:00.", COWORK, True),
    w.faith("en-y-022", "fmt.unit", "How much is a full groom for a dog over 25 kg?", "A full groom for a large dog over 25 kilograms is $70.", GROOM, True),
    w.faith("en-y-023", "fmt.unit", "Which vehicles have to use Lot E?", "Vehicles taller than 210 cm must park in Lot E.", PARKING, True),
    w.faith("en-y-024", "fmt.abbrev", "When is Gearhouse Cycles open?", "It's open Tues to Sat from 10 a.m. to 6 p.m.", BIKE, True),
    w.faith("en-y-025", "fmt.abbrev", "How much is a dedicated desk?", "A dedicated desk is $295/mo.", COWORK, True),
    w.faith("en-y-026", "fmt.currency", "How much is a wash at Suds City?", "A wash costs 3.50 dollars.", LAUNDRY, True),
    w.faith("en-y-027", "fmt.range", "What ages is Camp Willow Creek for?", "It's for kids aged 8–12.", CAMP, True),
    w.faith("en-y-028", "fmt.period", "How often does the photography course meet?", "It meets weekly, on Thursdays, for six weeks.", PHOTO, True),
    w.faith("en-y-029", "fmt.period", "How long can I use the museum pass?", "You can use it for three days after the first scan.", MUSEUM, True),
    w.faith("en-y-030", "fmt.share", "How much do I pay when I sign up for the course?", "50% of the £240 fee is due at sign-up.", PHOTO, True),
    w.faith("en-y-031", "fmt.share", "Is there a sibling discount at the camp?", "Yes, a second child from the same family gets a tenth off.", CAMP, True),
    w.faith("en-y-032", "para.except", "Which days is the laundromat open?", "It's open daily, apart from Christmas Day.", LAUNDRY, True),
    w.faith("en-y-033", "wrap.opener", "How much is a full groom for a small dog?", "Great question! A full groom for a small dog costs $45.", GROOM, True),
    w.faith("en-y-034", "wrap.opener", "What is the weekly fee at the camp?", "Happy to help! Camp Willow Creek costs $260 per week.", CAMP, True),
    w.faith("en-y-035", "wrap.closer", "How much is a basic tune-up, and how long does it take?", "A basic tune-up costs $55 and usually takes two days. Hope that helps!", BIKE, True),
    w.faith("en-y-036", "wrap.closer", "Does the pass cover the special exhibitions at the Maritime Museum?", "No, the pass doesn't cover special exhibitions at the Maritime Museum. Enjoy your visit!", MUSEUM, True),
    w.faith("en-y-037", "wrap.attribution", "Do young children need a museum pass?", "According to the museum information, children under 6 get in free and don't need a pass.", MUSEUM, True),
    w.faith("en-y-038", "wrap.hedge", "Does my dog need any vaccinations before grooming?", "I believe every dog needs an up-to-date rabies vaccination.", GROOM, True),
    w.faith("en-y-039", "wrap.question", "How much meeting-room time do members get?", "Members get 6 hours of meeting-room time each month, and extra hours are $15 each. Is there anything else you'd like to know?", COWORK, True),
    # one clear error each
    w.faith("en-y-040", "value.number", "How many washers does Suds City have?", "Suds City has 28 washers.", LAUNDRY, False),
    w.faith("en-y-041", "value.date", "When does Camp Willow Creek end?", "Camp Willow Creek ends on August 8, 2025.", CAMP, False),
    w.faith("en-y-042", "value.time", "Until what time does the Lot C shuttle run?", "The shuttle runs until 10:45 p.m.", PARKING, False),
    w.faith("en-y-043", "value.unit", "How much is a full groom for a large dog?", "A full groom for a large dog weighing over 25 pounds is $70.", GROOM, False),
    w.faith("en-y-044", "value.currency", "How much is the Lindqvist City Museum Pass?", "The Lindqvist City Museum Pass costs $34.", MUSEUM, False),
    w.faith("en-y-045", "role.swap", "Who does the training at Gearhouse Cycles?", "The apprentice, Dana Liu, trains the head mechanic, Tomás Reyes.", BIKE, False),
    w.faith("en-y-046", "negation", "Does the pass cover the Maritime Museum's special exhibitions?", "Yes, the pass covers special exhibitions at the Maritime Museum.", MUSEUM, False),
    w.faith("en-y-047", "antonym", "Which vehicles must use Lot E?", "Vehicles shorter than 2.1 metres must park in Lot E.", PARKING, False),
    w.faith("en-y-048", "modality", "Can I leave my bike at the shop overnight?", "Customers must leave their bike at the shop overnight.", BIKE, False),
    w.faith("en-y-049", "quantifier", "Can I wash a comforter at Suds City?", "Yes, all of the washers can take comforters.", LAUNDRY, False),
    w.faith("en-y-050", "value.except", "Which days is Suds City open?", "It's open every day except New Year's Day.", LAUNDRY, False),
    w.faith("en-y-051", "direction", "Where is the photography studio?", "The studio is two blocks south of Carver Station.", PHOTO, False),
    w.faith("en-y-052", "added.fact", "How long does a grooming appointment take?", "An appointment lasts about 90 minutes and includes a free nail trim.", GROOM, False),
    w.faith("en-y-053", "added.entity", "What must campers bring?", "Camp director Jenna Moore says every camper must bring a labelled water bottle and sunscreen.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-y-054", "refusal.plain", "Does Gearhouse Cycles sell used bikes?", "Sorry, I don't know.", BIKE, True),
    w.refusal("en-y-055", "refusal.context", "Is there EV charging at SkyPark Lot C?", "The provided information doesn't say whether Lot C has EV charging.", PARKING, True),
    w.refusal("en-y-056", "refusal.hedged", "How much is a wash at Suds City?", "I'm not completely sure, but it looks like a wash costs $3.50.", LAUNDRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-y-057", "correct.wordy", "How long does the Lindqvist museum pass last?", "Once it's scanned for the first time, the Lindqvist pass stays valid for 72 hours, so you can visit the museums any time in that window.", "72 hours from the first scan.", True),
    w.correct("en-y-058", "correct.wordy", "What is the late cancellation fee at Fluff & Fold?", "If you have to call off the appointment with less than a day's notice, Fluff & Fold will charge you a $20 fee.", "$20, if you cancel less than 24 hours ahead.", True),
    w.correct("en-y-059", "correct.format", "When does Camp Willow Creek start?", "7 July 2025.", "July 7, 2025.", True),
    w.correct("en-y-060", "wrong.value", "How many museums does the Lindqvist pass cover?", "The pass covers seven city museums.", "All nine city museums.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-y-061", "relevant.direct", "What will I pay to leave my car at Lot C for a day?", "It's $14.", PARKING, True),
    w.relevant("en-y-062", "relevant.direct", "Where should I put my camper van if it's too tall for the main lot?", "In Lot E.", PARKING, True),
    w.relevant("en-y-063", "relevant.direct", "Who should I talk to about getting a custom wheel built?", "Tomás Reyes, the head mechanic, does those himself.", BIKE, True),
    w.relevant("en-y-064", "relevant.yesno", "Is the coworking space open on Sundays?", "No, it's closed then.", COWORK, True),
    w.relevant("en-y-065", "offtopic.true", "What time does Suds City close?", "Suds City Laundromat on Fenwick Avenue has 24 washers and 18 dryers.", LAUNDRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-y-066", "diag.pass", "How much is a basic tune-up at Gearhouse Cycles?", "A basic tune-up costs $55.", {"bike-01": BIKE, "laundry-01": LAUNDRY}, ("bike-01",), "pass"),
    w.diag("en-y-067", "diag.missed", "What time is pick-up at Camp Willow Creek?", "The documents I have don't say when pick-up is.", {"photo-01": PHOTO, "groom-01": GROOM}, ("camp-01",), "fix_retrieval"),
    w.diag("en-y-068", "diag.correct_refusal", "Does Fluff & Fold groom cats?", "The information doesn't say whether Fluff & Fold grooms cats.", {"groom-01": GROOM}, (), "correct_refusal"),
    w.diag("en-y-069", "diag.unfaithful", "How much does a full groom for a large dog cost?", "A full groom for a large dog costs $50.", {"groom-01": GROOM}, ("groom-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
