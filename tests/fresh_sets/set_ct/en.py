"""Fresh set ct, English: a Hudson river cruise, a care home's visiting rules, a vineyard, an opera house, a skate park, a pet hotel, a tile-painting workshop, a village festival, a taxi company and an e-scooter rental."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CRUISE = (
    "The MS Willow Belle runs a daily river cruise on the Hudson between May 1 and October 15. "
    "The cruise starts in Albany, which is the capital of New York State, and ends in Kingston. "
    "The boat leaves Albany at 9:30 a.m. and arrives in Kingston at 3:45 p.m., covering 87 kilometres. "
    "An adult ticket costs $64, and children under 12 pay half the adult fare. "
    "Captain Dolores Finch commands the boat, and the onboard kitchen is run by chef Theo Marsh. "
    "Dogs may come aboard on a leash, and bicycles must be reserved at least 24 hours before departure."
)
NURSING = (
    "Visitors are welcome at Maple Grove Care Home every day except Wednesday, from 2 p.m. to 7 p.m. "
    "Each resident may receive up to three visitors at a time. "
    "All visitors must sign in at the front desk, and children under 14 must be accompanied by an adult. "
    "The visiting rules were written by the home's director, Margaret Oyelaran, and approved by the residents' council on March 4, 2024. "
    "Flowers may be brought in, but food must first be shown to the nursing staff. "
    "Parking in the visitor lot costs $3 for two hours."
)
VINEYARD = (
    "Hollow Creek Vineyard was founded in 1987 by Samuel Okafor and is now managed by his daughter, Grace Okafor. "
    "The estate covers 42 hectares on the south slope of the valley and produces about 120,000 bottles a year. "
    "Guided tastings take place on Fridays and Saturdays at 4 p.m. and cost $25 per person, with five wines included. "
    "Visitors must be at least 21 years old to taste. "
    "The harvest usually starts in mid-September and lasts three weeks. "
    "About one quarter of the grapes are Riesling; the rest are Pinot Noir and Chardonnay."
)
OPERA = (
    "The Bellmore Opera House opened in 1912 and has 1,450 seats. "
    "This season's La Traviata runs from November 8 to November 30, with evening performances at 7:30 p.m. and a Sunday matinee at 2 p.m. "
    "Violetta is sung by the soprano Elena Vasquez, and the orchestra is conducted by Hiroshi Tanaka. "
    "Tickets cost between $35 and $180, and students with a valid ID get a 20% discount. "
    "Latecomers are not admitted until the interval. "
    "Each performance lasts about two and a half hours, including a 25-minute interval."
)
SKATE = (
    "Riverside Skate Park is open every day from 8 a.m. to 9 p.m. "
    "Entry is free, but helmets are mandatory for all skaters under 18. "
    "The park was designed by the architect Lena Brooks and built by the city of Fairhaven in 2019. "
    "Its main bowl is 3.5 meters deep, and the street section covers 600 square meters. "
    "Beginner classes for children take place on Saturday mornings and cost $15 per session. "
    "Music speakers are allowed only until 8 p.m."
)
PET = (
    "Paws Inn is a pet hotel that takes dogs and cats, but not birds or reptiles. "
    "A night in a standard suite costs $45 for a dog and $30 for a cat. "
    "All dogs must be vaccinated against rabies and kennel cough at least 14 days before check-in. "
    "Check-in is between 8 a.m. and 11 a.m., and check-out is by 6 p.m. "
    "The hotel is owned by the veterinarian Dr. Priya Nair, and the daily walks are led by the trainer Jonah Reyes. "
    "Each dog gets two walks a day, and stays can last up to 30 nights."
)
TILE = (
    "Blue Glaze Studio holds a tile-painting workshop every Thursday from 6 p.m. to 9 p.m. "
    "Each participant paints four tiles measuring 15 by 15 centimeters, which are fired in the kiln and can be collected after 10 days. "
    "The workshop costs $55, and all paints, brushes and aprons are provided. "
    "Classes are taught by the ceramicist Ana Ferreira, who trained in Lisbon. "
    "Groups are limited to 12 people, and children aged 10 and over may take part with a parent. "
    "Bookings must be cancelled at least 48 hours in advance for a full refund."
)
FESTIVAL = (
    "The Millbrook Village Festival takes place on July 13 and 14, 2024, on the village green. "
    "The parade starts at 11 a.m. on Saturday and is led by the mayor, Tom Whitaker. "
    "Entry is free for everyone, but the fairground rides cost $2 each. "
    "About 3,500 visitors are expected, and the main road will be closed to traffic from 9 a.m. to 6 p.m. on both days. "
    "The pie contest is judged by the baker Sue Calloway, and the winner receives a prize of $200. "
    "Fireworks begin at 10 p.m. on Sunday."
)
TAXI = (
    "Greenline Taxis operates 65 cars in the city of Harwick, 40 of which are electric. "
    "The base fare is $3.50, plus $2.20 per mile. "
    "Between midnight and 6 a.m., a night surcharge of 25% is added to every fare. "
    "Rides can be booked by phone or through the Greenline app, and airport trips must be booked at least two hours ahead. "
    "The company was founded in 2008 by Carlos Mendes, and its dispatch center is managed by Fiona Grant. "
    "Drivers accept cash and cards, but not cheques."
)
SCOOTER = (
    "ZipRide rents electric scooters in downtown Portsmouth. "
    "Unlocking a scooter costs $1, and each minute of riding costs 39 cents. "
    "Riders must be at least 18 years old and hold a valid driver's license. "
    "Scooters may be parked anywhere in the service area except in the harbor zone. "
    "Top speed is limited to 15 miles per hour, and a full battery lasts about 40 kilometers. "
    "Helmets are recommended but not required."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-ct-001", "para.reorder", "When does the Willow Belle cruise operate?", "Between May 1 and October 15, the MS Willow Belle runs a river cruise on the Hudson every day.", CRUISE, True),
    w.faith("en-ct-002", "para.passive", "Who founded Hollow Creek Vineyard?", "Samuel Okafor founded Hollow Creek Vineyard in 1987.", VINEYARD, True),
    w.faith("en-ct-003", "para.synonym", "Do I have to pay to get into Riverside Skate Park?", "No, there's no admission charge at Riverside Skate Park.", SKATE, True),
    w.faith("en-ct-004", "para.nominal", "What's the cancellation policy for the tile workshop?", "Cancellation at least 48 hours in advance is required for a full refund.", TILE, True),
    w.faith("en-ct-005", "para.capital", "Where does the Hudson cruise start?", "It starts in New York State's capital, Albany.", CRUISE, True),
    w.faith("en-ct-006", "para.pronoun", "What is Grace Okafor's role at Hollow Creek Vineyard?", "She is the vineyard's manager.", VINEYARD, True),
    w.faith("en-ct-007", "para.relative", "Who teaches the tile-painting classes?", "They are taught by Ana Ferreira, a ceramicist who trained in Lisbon.", TILE, True),
    w.faith("en-ct-008", "para.part", "Can I bring some homemade cake for my father at Maple Grove?", "Food has to be shown to the nursing staff first.", NURSING, True),
    w.faith("en-ct-009", "para.combine", "Who owns Paws Inn, and how much is a night for a dog?", "Paws Inn, owned by the veterinarian Dr. Priya Nair, charges $45 a night for a dog in a standard suite.", PET, True),
    w.faith("en-ct-010", "fmt.number", "How often are the dogs walked at Paws Inn?", "Every dog gets 2 walks a day.", PET, True),
    w.faith("en-ct-011", "fmt.thousands", "How many seats does the Bellmore Opera House have?", "It has 1450 seats.", OPERA, True),
    w.faith("en-ct-012", "fmt.scale", "How deep is the main bowl at Riverside?", "The main bowl is 350 centimeters deep.", SKATE, True),
    w.faith("en-ct-013", "fmt.date", "When were Maple Grove's visiting rules approved?", "The residents' council approved them on 2024-03-04.", NURSING, True),
    w.faith("en-ct-014", "fmt.time", "What time do the evening performances of La Traviata begin?", "Evening performances start at 19:30.", OPERA, True),
    w.faith("en-ct-015", "fmt.unit", "How far does the boat travel from Albany to Kingston?", "The boat covers 87 km between Albany and Kingston.", CRUISE, True),
    w.faith("en-ct-016", "fmt.abbrev", "Who owns Paws Inn?", "Paws Inn belongs to Doctor Priya Nair, a veterinarian.", PET, True),
    w.faith("en-ct-017", "fmt.currency", "What does a minute on a ZipRide scooter cost?", "Riding costs $0.39 per minute.", SCOOTER, True),
    w.faith("en-ct-018", "fmt.range", "How many people can visit a resident at once?", "A resident can have a maximum of 3 visitors at a time.", NURSING, True),
    w.faith("en-ct-019", "fmt.period", "How early does my dog need its vaccinations before the stay?", "Your dog must be vaccinated against rabies and kennel cough at least two weeks before check-in.", PET, True),
    w.faith("en-ct-020", "fmt.share", "How much of Hollow Creek's grapes are Riesling?", "Roughly 25% of the grapes are Riesling.", VINEYARD, True),
    w.faith("en-ct-021", "para.except", "Can I visit my aunt at Maple Grove on a Wednesday?", "No, Maple Grove doesn't receive visitors on Wednesdays.", NURSING, True),
    w.faith("en-ct-022", "wrap.opener", "How much is a guided tasting at Hollow Creek?", "Great question! A guided tasting costs $25 per person, with five wines included.", VINEYARD, True),
    w.faith("en-ct-023", "wrap.closer", "What time does the boat leave Albany?", "The boat leaves Albany at 9:30 a.m. I hope this helps!", CRUISE, True),
    w.faith("en-ct-024", "wrap.attribution", "Do kids need helmets at the skate park?", "According to the park rules, helmets are mandatory for all skaters under 18.", SKATE, True),
    w.faith("en-ct-025", "wrap.hedge", "What does the winner of the pie contest get?", "I believe the winner of the pie contest receives a prize of $200.", FESTIVAL, True),
    w.faith("en-ct-026", "wrap.question", "How far ahead do I need to book a taxi to the airport?", "Airport trips with Greenline must be booked at least two hours ahead. Would you like to know the fares as well?", TAXI, True),
    w.faith("en-ct-027", "value.number", "How many of Greenline's cars are electric?", "Of Greenline's 65 cars, 45 are electric.", TAXI, False),
    w.faith("en-ct-028", "value.date", "When is the Millbrook Village Festival?", "It takes place on July 20 and 21, 2024, on the village green.", FESTIVAL, False),
    w.faith("en-ct-029", "value.time", "When do the festival fireworks start?", "The fireworks begin at 9 p.m. on Sunday.", FESTIVAL, False),
    w.faith("en-ct-030", "value.unit", "How big are the tiles we paint?", "Each tile measures 15 by 15 inches.", TILE, False),
    w.faith("en-ct-031", "value.currency", "How much does it cost to unlock a ZipRide scooter?", "Unlocking a scooter costs $1.50.", SCOOTER, False),
    w.faith("en-ct-032", "role.swap", "Who sings Violetta, and who conducts?", "Hiroshi Tanaka sings Violetta, and Elena Vasquez conducts the orchestra.", OPERA, False),
    w.faith("en-ct-033", "negation", "Can I board my parrot at Paws Inn?", "Yes, Paws Inn accepts birds.", PET, False),
    w.faith("en-ct-034", "antonym", "Can cars use the main road during the festival?", "Yes, the main road stays open to traffic on both festival days.", FESTIVAL, False),
    w.faith("en-ct-035", "modality", "Do I need a helmet to ride a ZipRide scooter?", "Yes, helmets are required for all ZipRide riders.", SCOOTER, False),
    w.faith("en-ct-036", "quantifier", "What grapes does Hollow Creek grow?", "Most of the grapes at Hollow Creek are Riesling, and the rest are Pinot Noir and Chardonnay.", VINEYARD, False),
    w.faith("en-ct-037", "value.except", "Can I leave my ZipRide scooter in the harbor zone?", "Yes, you can park it in the harbor zone.", SCOOTER, False),
    w.faith("en-ct-038", "direction", "Is there a discount for children on the cruise?", "Yes, children over 12 pay half the adult fare.", CRUISE, False),
    w.faith("en-ct-039", "added.fact", "Who teaches the tile workshop?", "Ana Ferreira, a ceramicist who trained in Lisbon and has been teaching for twenty years.", TILE, False),
    w.faith("en-ct-040", "added.entity", "Who founded Greenline Taxis?", "Carlos Mendes founded Greenline Taxis in 2008 together with his brother Luis.", TAXI, False),
    w.faith("en-ct-041", "mixed", "When are the beginner classes at the skate park?", "Beginner classes for children take place on Saturday mornings and last two hours each.", SKATE, False),
]
REFUSAL = [
    w.refusal("en-ct-042", "refusal.plain", "Can Hollow Creek Vineyard host a wedding?", "I'm sorry, I don't have that information.", VINEYARD, True),
    w.refusal("en-ct-043", "refusal.context", "Is there Wi-Fi on board the Willow Belle?", "The provided documents don't mention Wi-Fi on the boat, so I can't answer that from them.", CRUISE, True),
    w.refusal("en-ct-044", "refusal.short", "Is there a dress code at the Bellmore Opera House?", "No idea, sorry.", OPERA, True),
    w.refusal("en-ct-045", "refusal.long", "Do Maple Grove residents get a flu shot every autumn?", "Thank you for your question. Unfortunately, the material I have only covers the visiting rules at Maple Grove Care Home, such as the visiting hours, signing in and what you may bring, and it says nothing about vaccinations. I'd recommend contacting the nursing staff directly, as they will be able to give you a reliable answer.", NURSING, True),
    w.refusal("en-ct-046", "refusal.hedged", "When does the tile workshop take place?", "I'm not completely sure, but it seems the workshop is held on Thursdays from 6 p.m. to 9 p.m.", TILE, False),
    w.refusal("en-ct-047", "refusal.partial", "What does a night at Paws Inn cost for a dog and for a rabbit?", "A night in a standard suite costs $45 for a dog; the information I have doesn't mention rabbits, so I can't give you a price for one.", PET, False),
]
CORRECTNESS = [
    w.correct("en-ct-048", "correct.wordy", "Who founded Greenline Taxis?", "Greenline Taxis was founded in 2008 by Carlos Mendes, and today it runs 65 cars in Harwick.", "Carlos Mendes.", True),
    w.correct("en-ct-049", "correct.short", "How old do you have to be to ride a ZipRide scooter?", "At least 18.", "Riders must be at least 18 years old and hold a valid driver's license.", True),
    w.correct("en-ct-050", "correct.format", "On what date does the Millbrook Village Festival begin?", "2024-07-13.", "July 13, 2024.", True),
    w.correct("en-ct-051", "wrong.value", "How deep is the main bowl at Riverside Skate Park?", "The main bowl is 2.5 meters deep.", "3.5 meters.", False),
    w.correct("en-ct-052", "wrong.echo", "How long does the harvest at Hollow Creek Vineyard last?", "The harvest at Hollow Creek Vineyard lasts as long as the Hollow Creek Vineyard harvest lasts.", "Three weeks.", False),
    w.correct("en-ct-053", "wrong.role", "Who conducts the orchestra in La Traviata at the Bellmore?", "Elena Vasquez conducts the orchestra.", "Hiroshi Tanaka.", False),
]
RELEVANCY = [
    w.relevant("en-ct-054", "relevant.direct", "When can I drop my cat off at Paws Inn?", "Between 8 and 11 in the morning.", PET, True),
    w.relevant("en-ct-055", "relevant.yesno", "Can my 11-year-old join the tile-painting workshop?", "Yes, as long as a parent takes part too.", TILE, True),
    w.relevant("en-ct-056", "offtopic.true", "What time does the Millbrook parade start?", "The winner of the pie contest receives a prize of $200.", FESTIVAL, False),
    w.relevant("en-ct-057", "offtopic.other", "How much is Greenline's night surcharge?", "You can book a Greenline taxi by phone or through the Greenline app.", TAXI, False),
]
DIAGNOSIS = [
    w.diag("en-ct-058", "diag.pass", "What time does the Willow Belle arrive in Kingston?", "It arrives in Kingston at 3:45 p.m.", {"cruise": CRUISE, "opera": OPERA}, ("cruise",), "pass"),
    w.diag("en-ct-059", "diag.offtopic", "How long does a performance of La Traviata last?", "The Bellmore Opera House opened in 1912.", {"opera": OPERA, "skate": SKATE}, ("opera",), "fix_generation"),
    w.diag("en-ct-060", "diag.unfaithful", "How many visitors can a Maple Grove resident receive at once?", "A resident can receive up to six visitors at a time.", {"nursing": NURSING, "pet": PET}, ("nursing",), "fix_generation"),
    w.diag("en-ct-061", "diag.refused", "How much does a guided tasting at Hollow Creek cost?", "Sorry, I don't have that information.", {"vineyard": VINEYARD, "tile": TILE}, ("vineyard",), "fix_generation"),
    w.diag("en-ct-062", "diag.missed", "What is Greenline's rate per mile?", "I couldn't find Greenline's rate per mile in the documents.", {"scooter": SCOOTER, "festival": FESTIVAL}, ("taxi",), "fix_retrieval"),
    w.diag("en-ct-063", "diag.correct_refusal", "What is the phone number of Millbrook's town hall?", "I'm sorry, the documents don't include the town hall's phone number.", {"festival": FESTIVAL, "taxi": TAXI}, (), "correct_refusal"),
    w.diag("en-ct-064", "diag.should_refuse", "Who won last year's pie contest in Millbrook?", "Last year's pie contest was won by Mary Dunn.", {"festival": FESTIVAL, "cruise": CRUISE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
