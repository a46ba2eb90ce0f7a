"""English cases of set t36: a car rental's fuel and mileage rules, a museum's guided tours,
a hotel's check-in rules, an airline's baggage rules, a cruise's shore excursions and a
regional train's bicycle rules."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FUEL = (
    "Harbourline Rentals hands over every car with a full tank, and renters must return it full. "
    "If the tank is not full on return, Harbourline charges $2.40 per litre plus a $15 refuelling fee. "
    "Renters can instead buy the Prepaid Fuel option at pickup for a flat $68, which lets them bring the car back empty."
)
MILEAGE = (
    "Standard rentals at Harbourline include 250 km per day, and each extra kilometre costs $0.30. "
    "Rentals of seven days or more come with unlimited mileage, except for vans. "
    "At pickup, the branch agent records the odometer reading and the renter signs it."
)
MUSEUM_DAY = (
    "The Verwood Museum runs guided tours of its Egyptian wing every day except Tuesday. "
    "Tours start at 10:30 and 14:00 and last 75 minutes. "
    "Each group is limited to 18 visitors. "
    "Dr. Alma Reyes leads the tours, and her assistant Ben Okafor checks tickets at the entrance."
)
MUSEUM_EVENING = (
    "On the first Friday of every month, curator Tomas Lindqvist leads an evening tour of the sculpture garden. "
    "Tickets cost £12, and museum members pay half price. "
    "At the end of the tour, conservator Hanna Berg answers questions from visitors. "
    "Children under 8 are not admitted."
)
HOTEL_CHECKIN = (
    "At the Alder Bay Hotel, check-in starts at 15:00 and check-out is by 11:00. "
    "Early check-in from 12:00 is available for $35, subject to availability. "
    "Guests arriving after midnight must inform reception in advance."
)
HOTEL_DESK = (
    "Night manager Priya Nair hands the room keys to guests who arrive late. "
    "During the day, receptionist Omar Haddad takes a credit card deposit of $100 per night. "
    "The deposit is released within five working days of departure."
)
BAGGAGE = (
    "SkyMere Airways economy passengers may take one cabin bag of up to 8 kg on board. "
    "Each checked bag may weigh up to 23 kg; bags between 23 and 32 kg cost an extra €60. "
    "Bags heavier than 32 kg are not accepted. "
    "Ground staff weigh checked bags at the counter, and the gate agent tags any cabin bag that is too large."
)
CRUISE_SANTORINI = (
    "Aurora Star passengers can book shore excursions up to 48 hours before the ship reaches port. "
    "The Santorini excursion leaves from the tender pier at 8:15. "
    "Guide Nikos Pappas takes the group up to Oia and then hands it over to boat captain Eleni Vlachou for the sunset cruise. "
    "Excursions cancelled by the cruise line are refunded in full."
)
CRUISE_KAYAK = (
    "The kayak trip in Kotor costs $95 per adult and $60 per child aged 6 to 12. "
    "Children under 6 cannot take part. "
    "Each kayak holds two people, and the tour operator provides life jackets. "
    "The trip lasts three hours and returns to the ship by 13:00."
)
TRAIN_BIKES = (
    "On Northvale Rail regional trains, bicycles travel free of charge outside the morning rush. "
    "On weekdays between 7:00 and 9:00, only folding bikes are allowed. "
    "Each train has room for six bicycles, and the conductor may turn away further bikes once the spaces are full."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-t36-001", "para.combine", "What happens if I bring the car back with half a tank?", "Since the car has to come back as full as it left, you'd pay $2.40 for every missing litre on top of a $15 refuelling fee.", FUEL, True),
    w.faith("en-t36-002", "para.synonym", "Is there a way to skip filling up before I return the car?", "Yes: purchase Prepaid Fuel when you collect the car, at a fixed $68, and you can drop it off with an empty tank.", FUEL, True),
    w.faith("en-t36-003", "added.fact", "How does the Prepaid Fuel option work?", "You pay a single $68 charge at pickup, and whatever fuel you don't use is refunded when you return the car.", FUEL, False),
    w.faith("en-t36-004", "value.currency", "How much is the refuelling charge?", "Harbourline bills $2.40 for each litre that's missing, plus a $25 refuelling fee.", FUEL, False),
    w.faith("en-t36-005", "para.pronoun", "Who signs the odometer reading?", "The branch agent writes down the mileage when you pick up the car, and you then put your signature on it.", MILEAGE, True),
    w.faith("en-t36-006", "para.except", "Do vans get unlimited mileage if I rent one for a week?", "No. Vans are the one vehicle type that doesn't get unlimited mileage, even on rentals of seven days or longer.", MILEAGE, True),
    w.faith("en-t36-007", "fmt.currency", "What do extra kilometres cost?", "Every kilometre beyond the 250 included per day is charged at 30 cents.", MILEAGE, True),
    w.faith("en-t36-008", "role.swap", "Who records the odometer reading?", "The renter notes the odometer reading at pickup, and the branch agent countersigns it.", MILEAGE, False),
    w.faith("en-t36-009", "added.fact", "How many kilometres are included in a standard rental?", "You get 250 km a day, and any kilometres you don't use carry over to the next day.", MILEAGE, False),
    w.faith("en-t36-010", "direction", "When is mileage unlimited?", "Unlimited mileage comes with rentals shorter than a week, vans excepted.", MILEAGE, False),
    w.faith("en-t36-011", "fmt.period", "How long does a guided tour of the Egyptian wing take?", "Each tour runs for an hour and a quarter.", MUSEUM_DAY, True),
    w.faith("en-t36-012", "para.except", "Can I join an Egyptian wing tour on a Tuesday?", "Unfortunately not, Tuesday is the only day without tours; they run on all the other days of the week.", MUSEUM_DAY, True),
    w.faith("en-t36-013", "para.combine", "Who will I deal with on the tour?", "Assistant Ben Okafor checks your ticket at the entrance, and the tour itself is guided by Dr. Alma Reyes.", MUSEUM_DAY, True),
    w.faith("en-t36-014", "role.swap", "Who leads the Egyptian wing tours?", "Ben Okafor guides the visitors through the wing, while Dr. Alma Reyes checks their tickets at the door.", MUSEUM_DAY, False),
    w.faith("en-t36-015", "added.fact", "How big are the tour groups?", "A group can hold at most 18 visitors, and every group has to be booked online beforehand.", MUSEUM_DAY, False),
    w.faith("en-t36-016", "value.time", "When does the afternoon tour begin?", "The afternoon tour sets off at 3 p.m.", MUSEUM_DAY, False),
    w.faith("en-t36-017", "fmt.share", "How much do members pay for the evening tour?", "Members get 50% off the regular £12 ticket.", MUSEUM_EVENING, True),
    w.faith("en-t36-018", "para.relative", "Who leads the evening sculpture tour?", "It's Tomas Lindqvist, the museum's curator, who takes visitors round the sculpture garden on the first Friday of each month.", MUSEUM_EVENING, True),
    w.faith("en-t36-019", "para.pronoun", "Will someone answer questions about the sculptures?", "Yes. Hanna Berg is a conservator at the museum, and she takes visitors' questions once the tour is over.", MUSEUM_EVENING, True),
    w.faith("en-t36-020", "role.swap", "Who answers questions after the evening tour?", "Curator Tomas Lindqvist fields the questions at the end, after conservator Hanna Berg has walked the group through the garden.", MUSEUM_EVENING, False),
    w.faith("en-t36-021", "added.fact", "What does a ticket for the evening tour cost?", "It's £12, members pay half, and a glass of wine in the garden is included in the price.", MUSEUM_EVENING, False),
    w.faith("en-t36-022", "value.number", "Is there an age limit for the evening tour?", "Yes, kids younger than ten aren't allowed on it.", MUSEUM_EVENING, False),
    w.faith("en-t36-023", "fmt.time", "What are the check-in and check-out times?", "You can check in from 3 p.m., and you need to be out of your room by 11 a.m.", HOTEL_CHECKIN, True),
    w.faith("en-t36-024", "para.synonym", "Could I get my room at noon?", "Possibly: early check-in from midday costs $35, but only if a room is free.", HOTEL_CHECKIN, True),
    w.faith("en-t36-025", "wrap.attribution", "My flight lands at 1 a.m. Is there anything I need to do?", "According to the hotel's rules, guests who turn up after midnight have to let reception know beforehand.", HOTEL_CHECKIN, True),
    w.faith("en-t36-026", "modality", "Do guests arriving after midnight have to tell the hotel?", "They're welcome to give reception a heads-up if they like, but it isn't required.", HOTEL_CHECKIN, False),
    w.faith("en-t36-027", "para.passive", "Who gives the keys to guests who arrive late?", "Keys for late arrivals are handed out by the night manager, Priya Nair.", HOTEL_DESK, True),
    w.faith("en-t36-028", "fmt.period", "When do I get my deposit back?", "The $100-a-night deposit is released no later than five business days after you check out.", HOTEL_DESK, True),
    w.faith("en-t36-029", "role.swap", "Who takes the credit card deposit?", "Night manager Priya Nair collects the deposit, and receptionist Omar Haddad gives the keys to guests who come in late.", HOTEL_DESK, False),
    w.faith("en-t36-030", "antonym", "When is the deposit released?", "Omar Haddad takes $100 per night, and that amount is released within five working days of your arrival.", HOTEL_DESK, False),
    w.faith("en-t36-031", "fmt.unit", "How heavy can my carry-on be?", "Your cabin bag may weigh up to eight kilograms.", BAGGAGE, True),
    w.faith("en-t36-032", "para.combine", "My suitcase weighs 27 kg. Can I check it in?", "Yes, but since it's over 23 kg and still under 32 kg, you'll pay an extra €60.", BAGGAGE, True),
    w.faith("en-t36-033", "para.nominal", "Who weighs the checked luggage?", "The weighing of checked bags is done by ground staff at the counter.", BAGGAGE, True),
    w.faith("en-t36-034", "role.swap", "Who checks the weight of checked bags?", "The gate agent weighs the checked luggage, and ground staff tag any cabin bag that's too big.", BAGGAGE, False),
    w.faith("en-t36-035", "added.fact", "Can I check a 35 kg bag?", "No, anything over 32 kg is refused, but you can send it as air cargo instead.", BAGGAGE, False),
    w.faith("en-t36-036", "fmt.period", "What's the deadline for booking an excursion?", "You can book until two days before the ship gets into port.", CRUISE_SANTORINI, True),
    w.faith("en-t36-037", "para.pronoun", "Who takes us on the sunset cruise in Santorini?", "Nikos Pappas guides the group up to Oia, and there he passes it on to captain Eleni Vlachou for the sunset cruise.", CRUISE_SANTORINI, True),
    w.faith("en-t36-038", "role.swap", "Who hands the group over at Oia?", "Captain Eleni Vlachou brings the group up to Oia and then passes it to guide Nikos Pappas for the sunset cruise.", CRUISE_SANTORINI, False),
    w.faith("en-t36-039", "added.fact", "What if the cruise line cancels the excursion?", "You'll get all your money back, along with a $50 onboard credit.", CRUISE_SANTORINI, False),
    w.faith("en-t36-040", "para.synonym", "Can my four-year-old come on the kayak trip?", "I'm afraid not, the Kotor kayak outing isn't open to children younger than six.", CRUISE_KAYAK, True),
    w.faith("en-t36-041", "wrap.closer", "Do I need to bring a life jacket?", "No, the tour operator supplies life jackets. Enjoy your paddle!", CRUISE_KAYAK, True),
    w.faith("en-t36-042", "negation", "Are life jackets provided on the kayak trip?", "No, each passenger has to bring their own life jacket.", CRUISE_KAYAK, False),
    w.faith("en-t36-043", "wrap.opener", "Can I bring my ordinary bike at 8 a.m. on a Monday?", "Good question! On weekday mornings between 7 and 9 a.m., only folding bikes may be taken on board.", TRAIN_BIKES, True),
    w.faith("en-t36-044", "para.part", "Do I have to pay for my bike?", "Outside the morning rush, bicycles ride for free.", TRAIN_BIKES, True),
    w.faith("en-t36-045", "wrap.hedge", "How many bikes fit on one train?", "As far as I can tell from the rules, each train can carry six bicycles.", TRAIN_BIKES, True),
    w.faith("en-t36-046", "added.fact", "Is there a fee for taking a bike?", "Bikes go free outside the morning rush, although a reservation is required at weekends.", TRAIN_BIKES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t36-047", "correct.wordy", "How much does the Prepaid Fuel option cost?", "The Prepaid Fuel option comes at one flat price: you pay sixty-eight dollars for it when you pick up the car.", "$68.", True),
    w.correct("en-t36-048", "correct.format", "When does check-in start at the Alder Bay Hotel?", "From 3 p.m.", "15:00.", True),
    w.correct("en-t36-049", "correct.wordy", "How many bicycles fit on a Northvale regional train?", "There is room for a total of 6 bikes on each of the regional trains.", "Six.", True),
    w.correct("en-t36-050", "correct.format", "How long is a tour of the Egyptian wing?", "One hour and fifteen minutes.", "75 minutes.", True),
    w.correct("en-t36-051", "wrong.value", "How much may a checked bag weigh before an extra fee applies?", "Up to 32 kg without paying anything extra.", "23 kg.", False),
    w.correct("en-t36-052", "wrong.role", "Who leads the evening sculpture tour?", "Conservator Hanna Berg leads it.", "Curator Tomas Lindqvist.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
