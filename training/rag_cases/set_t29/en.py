"""English cases of set t29: a coffee roastery, a veterinary emergency service, a toy
library, a bike-sharing scheme, a hot-air balloon company and a crematorium's visiting rules."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

ROAST_ORIGIN = (
    "Kettle & Crane Roasters was founded by Miriam Osei in 2011 in a former bus depot on Harlow Street. "
    "In 2019 the business was bought by the Dunmore Group, which kept Osei on as head roaster until 2022. "
    "The roastery now produces about 40 tonnes of coffee a year."
)
ROAST_SHOP = (
    "The Kettle & Crane shop is open from 8:00 to 17:30 every day except Tuesday. "
    "Beans are roasted on Mondays and Thursdays, and no bag is sold more than 21 days after roasting. "
    "Subscribers get 15% off every order, and delivery is free on orders over £30."
)
VET_HOURS = (
    "The Northgate Veterinary Emergency Service is open from 18:00 to 08:00 on weekdays and around the clock at weekends. "
    "Every patient is triaged on arrival by a registered veterinary nurse, and the most urgent cases are seen first, regardless of arrival time. "
    "An emergency consultation costs £145, and payment is due before the animal is discharged."
)
VET_STAFF = (
    "Dr Helen Vasquez, who set up the service in 2014, trained Dr Tomasz Nowak when he joined as a graduate in 2017. "
    "Nowak became clinical director in 2023. "
    "The service has two operating theatres and an isolation ward with six kennels."
)
TOY_RULES = (
    "The Brambleton Toy Library lends toys to families with children under eight. "
    "Members may borrow up to four toys at a time for three weeks. "
    "Annual membership costs £20, but families receiving Universal Credit join free. "
    "A missing puzzle piece is not fined, but it must be reported when the puzzle is returned."
)
TOY_HISTORY = (
    "The toy library was started in 1996 by a group of parents led by Joan Pryce. "
    "In 2008 it moved into the old fire station on Mill Lane, which the town council lets it use rent-free. "
    "It is run by volunteers; the only paid member of staff is the coordinator, Dev Patel, who works 16 hours a week."
)
BIKE_RULES = (
    "CycleLoop operates 1,200 bikes from 85 docking stations across the city. "
    "A single ride costs £1.50 for the first 30 minutes, then 50p for every additional 15 minutes. "
    "Riders must be at least 16 years old. "
    "Bikes that are not returned within 24 hours are reported as stolen."
)
BIKE_EBIKES = (
    "Electric bikes were added to the CycleLoop fleet in March 2021, after a trial that the city council ran with the university. "
    "A ride on an e-bike costs twice as much as a ride on a standard bike. "
    "E-bikes cannot be docked at the four stations in the old town, which have no charging points."
)
BALLOON = (
    "Skyward Balloons flies from Fenwick Meadow between April and October, at sunrise and about two hours before sunset. "
    "Each flight lasts roughly an hour, and the whole experience, including inflation and packing up, takes about four hours. "
    "Passengers must be at least 1.2 metres tall and weigh under 127 kg. "
    "If the pilot cancels because of the weather, the ticket is rebooked free of charge."
)
CREM_VISITS = (
    "The gardens of Ashgrove Crematorium are open to visitors from 9:00 to 16:00, Monday to Saturday, and from 10:00 to 16:00 on Sundays. "
    "Dogs are allowed in the gardens on a lead, but not inside the chapel. "
    "Flowers may be laid at the memorial wall; artificial flowers and ornaments are removed after 14 days. "
    "The chapel is reserved for services and can only be visited with a member of staff."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: combining, relative clauses, pronouns and other rewordings
    w.faith("en-t29-001", "para.combine", "Who started Kettle & Crane, and who owns it?", "Miriam Osei started Kettle & Crane in 2011, and the Dunmore Group bought the business in 2019.", ROAST_ORIGIN, True),
    w.faith("en-t29-002", "para.relative", "What happened to the roastery in 2019?", "The roastery that Miriam Osei set up in 2011 was taken over by the Dunmore Group in 2019.", ROAST_ORIGIN, True),
    w.faith("en-t29-003", "para.pronoun", "Did the founder stay after the sale?", "Yes, Miriam Osei stayed on after the Dunmore Group bought the roastery. She remained head roaster until 2022.", ROAST_ORIGIN, True),
    w.faith("en-t29-004", "para.except", "Which day is the shop closed?", "The shop shuts on Tuesdays; on all the other days you'll find it open from 8 in the morning until 5:30 in the afternoon.", ROAST_SHOP, True),
    w.faith("en-t29-005", "fmt.period", "How fresh are the beans they sell?", "Kettle & Crane never sells a bag of beans that was roasted more than three weeks earlier.", ROAST_SHOP, True),
    w.faith("en-t29-006", "para.combine", "When do they roast, and is there a subscriber discount?", "They roast on Mondays and Thursdays, and anyone with a subscription saves 15% on each order.", ROAST_SHOP, True),
    w.faith("en-t29-007", "para.relative", "When do I pay for an emergency consultation?", "The emergency consultation, which costs £145, has to be paid for before your animal is allowed home.", VET_HOURS, True),
    w.faith("en-t29-008", "fmt.time", "When can I bring my dog in on a Wednesday?", "On weekdays the emergency service runs from 6 p.m. until 8 a.m.; at weekends it's open 24 hours a day.", VET_HOURS, True),
    w.faith("en-t29-009", "para.relative", "Who is the clinical director?", "Dr Tomasz Nowak, who was trained by Dr Helen Vasquez after joining as a graduate in 2017, became clinical director in 2023.", VET_STAFF, True),
    w.faith("en-t29-010", "para.pronoun", "Who founded the emergency service?", "Dr Helen Vasquez founded the service in 2014. She was also the one who trained Dr Tomasz Nowak when he came on board in 2017.", VET_STAFF, True),
    w.faith("en-t29-011", "para.relative", "Can I go into the chapel on my own?", "No. The chapel, which is set aside for services, can only be visited in the company of a member of staff.", CREM_VISITS, True),
    w.faith("en-t29-012", "para.combine", "Who can borrow toys, and how many?", "The library lends to families whose children are under eight, and members can take home as many as four toys at a time for three weeks.", TOY_RULES, True),
    w.faith("en-t29-013", "fmt.currency", "How much is membership?", "Membership is twenty pounds a year, although families on Universal Credit pay nothing to join.", TOY_RULES, True),
    w.faith("en-t29-014", "para.pronoun", "What happens if we lose a puzzle piece?", "You won't be fined for a lost puzzle piece. You just need to tell the library about it when you bring the puzzle back.", TOY_RULES, True),
    w.faith("en-t29-015", "para.relative", "Where is the toy library based?", "The toy library, which a group of parents led by Joan Pryce started in 1996, moved into the old fire station on Mill Lane in 2008.", TOY_HISTORY, True),
    w.faith("en-t29-016", "para.combine", "Who runs the toy library?", "Volunteers run the library, and its one paid employee, coordinator Dev Patel, works 16 hours a week.", TOY_HISTORY, True),
    w.faith("en-t29-017", "fmt.number", "How big is CycleLoop?", "CycleLoop has twelve hundred bikes spread over 85 docking stations around the city.", BIKE_RULES, True),
    w.faith("en-t29-018", "fmt.period", "What does a ride cost?", "A ride costs £1.50 for the first half hour. After that, it's 50p for each extra quarter of an hour.", BIKE_RULES, True),
    w.faith("en-t29-019", "para.relative", "When did e-bikes arrive?", "The fleet gained electric bikes in March 2021, following a trial that the council carried out together with the university.", BIKE_EBIKES, True),
    w.faith("en-t29-020", "para.synonym", "Can I leave an e-bike in the old town?", "No: e-bikes can't be docked at the four old-town stations, because those stations lack charging points.", BIKE_EBIKES, True),
    w.faith("en-t29-021", "wrap.attribution", "Can I bring my dog?", "According to the crematorium's visiting rules, dogs on a lead are welcome in the gardens, but they may not go into the chapel.", CREM_VISITS, True),
    w.faith("en-t29-022", "para.combine", "When and where do the balloons fly?", "Skyward Balloons takes off from Fenwick Meadow from April through October, flying at sunrise and roughly two hours before sunset.", BALLOON, True),
    w.faith("en-t29-023", "para.pronoun", "What if the weather is bad?", "If the pilot calls off your flight because of the weather, your ticket isn't lost. It is rebooked at no extra cost.", BALLOON, True),
    w.faith("en-t29-024", "fmt.unit", "Are there height or weight limits?", "Yes, passengers need to be at least 120 cm tall and weigh less than 127 kilograms.", BALLOON, True),
    # unfaithful: one clear error each, mostly an extra detail the context does not give
    w.faith("en-t29-025", "added.fact", "Where did Kettle & Crane start?", "Miriam Osei founded Kettle & Crane in 2011 in an old bus depot on Harlow Street, which she bought with a bank loan.", ROAST_ORIGIN, False),
    w.faith("en-t29-026", "role.swap", "Who founded the roastery?", "Kettle & Crane, which the Dunmore Group founded in 2011, was bought by Miriam Osei in 2019.", ROAST_ORIGIN, False),
    w.faith("en-t29-027", "added.fact", "What do subscribers get?", "Subscribers save 15% on every order, and their beans are posted out the day after roasting.", ROAST_SHOP, False),
    w.faith("en-t29-028", "value.except", "When is the shop open?", "The shop is open from 8:00 to 17:30 every day apart from Thursday.", ROAST_SHOP, False),
    w.faith("en-t29-029", "added.fact", "How much does an emergency visit cost?", "An emergency consultation costs £145, and that price includes any X-rays your pet needs.", VET_HOURS, False),
    w.faith("en-t29-030", "direction", "When do I have to pay?", "You settle the £145 consultation fee after your animal has been discharged.", VET_HOURS, False),
    w.faith("en-t29-031", "value.time", "When does the service open on weekdays?", "On weekdays the emergency service opens at 7 p.m. and stays open until 8 the next morning.", VET_HOURS, False),
    w.faith("en-t29-032", "role.swap", "Who trained whom?", "Dr Tomasz Nowak, who set up the service in 2014, trained Dr Helen Vasquez when she joined as a graduate in 2017.", VET_STAFF, False),
    w.faith("en-t29-033", "added.fact", "When did Nowak become clinical director?", "Nowak took over as clinical director in 2023, when Dr Vasquez retired.", VET_STAFF, False),
    w.faith("en-t29-034", "quantifier", "Does membership cost anything?", "No family pays anything: membership of the toy library is free for everyone.", TOY_RULES, False),
    w.faith("en-t29-035", "added.fact", "How long can we keep the toys?", "Members can borrow up to four toys at a time for three weeks, and they can renew them online for another three weeks.", TOY_RULES, False),
    w.faith("en-t29-036", "added.fact", "Why is the library in the fire station?", "In 2008 the toy library moved into the old fire station on Mill Lane after its previous building was flooded.", TOY_HISTORY, False),
    w.faith("en-t29-037", "value.number", "How much does the coordinator work?", "Dev Patel, the coordinator and the library's only paid employee, works 26 hours a week.", TOY_HISTORY, False),
    w.faith("en-t29-038", "modality", "How old do riders have to be?", "CycleLoop recommends that riders be at least 16, but younger riders may still hire a bike.", BIKE_RULES, False),
    w.faith("en-t29-039", "added.fact", "What does a ride include?", "A ride costs £1.50 for the first 30 minutes, and a free helmet can be picked up at every docking station.", BIKE_RULES, False),
    w.faith("en-t29-040", "value.date", "When were e-bikes introduced?", "Electric bikes joined the CycleLoop fleet in March 2020, after a trial run by the council and the university.", BIKE_EBIKES, False),
    w.faith("en-t29-041", "antonym", "Are e-bikes more expensive?", "No, a ride on an e-bike is cheaper than a ride on a standard bike.", BIKE_EBIKES, False),
    w.faith("en-t29-042", "added.fact", "How long does the whole thing take?", "The whole experience, inflation and packing up included, takes about four hours and finishes with a glass of champagne after landing.", BALLOON, False),
    w.faith("en-t29-043", "negation", "What if the flight is cancelled for weather?", "If the pilot cancels because of the weather, your ticket cannot be rebooked free of charge.", BALLOON, False),
    w.faith("en-t29-044", "added.fact", "What happens to ornaments at the memorial wall?", "Artificial flowers and ornaments left at the memorial wall are taken away after 14 days and sent back to the family.", CREM_VISITS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t29-045", "correct.wordy", "How long can toys be borrowed from the Brambleton Toy Library?", "Thanks for asking! Toys from the Brambleton Toy Library can be kept for three weeks before they need to come back.", "Three weeks.", True),
    w.correct("en-t29-046", "correct.format", "What does an emergency consultation at Northgate cost?", "145 pounds.", "£145.", True),
    w.correct("en-t29-047", "correct.wordy", "Who founded Kettle & Crane Roasters?", "That would be Miriam Osei: she is the person who founded the roastery.", "Miriam Osei.", True),
    w.correct("en-t29-048", "correct.format", "When do the crematorium gardens close?", "They close at 4 p.m.", "At 16:00.", True),
    w.correct("en-t29-049", "wrong.value", "What is the minimum age to ride a CycleLoop bike?", "You have to be at least 18 to ride one.", "16.", False),
    w.correct("en-t29-050", "wrong.role", "Who trained Dr Tomasz Nowak?", "Dr Tomasz Nowak trained Dr Helen Vasquez, not the other way round.", "Dr Helen Vasquez trained him.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
