"""English cases of set t26: a grocery delivery service, a courier company, two cinemas, two
phone repair shops, a city tour bus and its night tour, a day spa and a sports shop's club."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SWIFTBOX = (
    "Swiftbox delivers groceries across Harlow from Monday to Saturday. "
    "Orders placed before 2 p.m. are delivered the same day; later orders arrive the following morning. "
    "The delivery fee is £3.50, but it is waived for orders over £40."
)
PELICAN = (
    "Pelican Couriers was founded by Maya Osei in 2011. "
    "In 2019 it was bought by the logistics group Nordfret. "
    "Express parcels cost €12 and are guaranteed to arrive within 24 hours; standard parcels cost €6 and take three to five working days."
)
REGENT = (
    "At the Regent Cinema, adult tickets cost $14 and children under 12 pay $8. "
    "On Tuesdays, all tickets are $7. "
    "Students with a valid ID get a 25% discount on adult tickets, except for 3D screenings."
)
LUMEN = (
    "The Lumen Picturehouse opened in 1987 on Carver Street. "
    "It was designed by the architect Helen Marsh. "
    "Its largest screen, Screen 1, seats 320 people. "
    "Late-night screenings start at 23:15 on Fridays and Saturdays."
)
FIXPOINT = (
    "FixPoint replaces phone screens in about 45 minutes. "
    "A screen replacement for most models costs £89 and comes with a 6-month warranty. "
    "Water-damage repairs take up to three days and carry no warranty. "
    "The shop is open Monday to Saturday, 9:00 to 18:00."
)
QUICKCELL = (
    "Daniel Price manages the Eastgate branch of QuickCell, and Sara Lind is its lead technician. "
    "Sara trained the two junior technicians who joined in March 2023. "
    "Battery replacements are done by appointment only and cost €55."
)
RED_LOOP = (
    "The Red Loop tour bus leaves Central Square every 30 minutes from 9:30 to 17:00. "
    "A 24-hour ticket costs €25 for adults and €12 for children aged 5 to 15; children under 5 ride free. "
    "The full loop takes 90 minutes and has 12 stops."
)
NIGHT_TOUR = (
    "The night tour was introduced in 2018 by the operator CityView. "
    "It runs only from May to September and departs at 21:00 from the harbour. "
    "Tickets cost €18 and must be booked online at least one day in advance."
)
WILLOW = (
    "The Serenity package at Willow Spa includes a 60-minute massage, a facial and access to the sauna. "
    "It costs $150 per person, or $270 for two people booking together. "
    "Robes and towels are provided. Guests must be at least 16 years old."
)
PEAK = (
    "Basic membership of the Peak Sports club is free, and basic members receive 10% off all full-price items. "
    "Gold members, who pay an annual fee of $40, get 20% off instead. "
    "Discounts do not apply to bicycles or gift cards."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-t26-001", "para.combine", "When will my Swiftbox order arrive, and what will delivery cost?", "If you order before 2 p.m. it comes the same day, and the £3.50 fee is dropped once your order tops £40.", SWIFTBOX, True),
    w.faith("en-t26-002", "para.except", "Does Swiftbox deliver on Sundays?", "No, Swiftbox doesn't deliver on Sundays.", SWIFTBOX, True),
    w.faith("en-t26-003", "fmt.time", "What's the cut-off for same-day delivery?", "Your order needs to be in by 14:00 to be delivered on the same day.", SWIFTBOX, True),
    w.faith("en-t26-004", "para.relative", "Who owns Pelican Couriers?", "Pelican Couriers, which Maya Osei set up in 2011, was taken over by the logistics group Nordfret in 2019.", PELICAN, True),
    w.faith("en-t26-005", "para.pronoun", "How fast is Pelican's express service?", "Express parcels cost €12. They are guaranteed to reach you within a day.", PELICAN, True),
    w.faith("en-t26-006", "para.combine", "How does standard delivery compare with express?", "A standard parcel costs half as much as an express one, but it takes three to five working days instead of arriving within 24 hours.", PELICAN, True),
    w.faith("en-t26-007", "para.relative", "Is there a student discount at the Regent?", "Students who show a valid ID pay 25% less for adult tickets, though not for 3D screenings.", REGENT, True),
    w.faith("en-t26-008", "para.pronoun", "How much are children's tickets at the Regent?", "Children under 12 pay $8. On Tuesdays they pay just $7, like everyone else.", REGENT, True),
    w.faith("en-t26-009", "para.relative", "Who designed the Lumen Picturehouse?", "The Lumen Picturehouse, which opened on Carver Street in 1987, was designed by the architect Helen Marsh.", LUMEN, True),
    w.faith("en-t26-010", "para.pronoun", "How big is Screen 1 at the Lumen?", "Screen 1 is the Lumen's biggest screen. It has room for 320 people.", LUMEN, True),
    w.faith("en-t26-011", "fmt.time", "When do the late-night films start?", "On Fridays and Saturdays, late-night showings begin at 11:15 p.m.", LUMEN, True),
    w.faith("en-t26-012", "para.combine", "How long does a screen repair take at FixPoint, and is it guaranteed?", "A new screen is fitted in roughly 45 minutes, and the repair is covered by a six-month warranty.", FIXPOINT, True),
    w.faith("en-t26-013", "para.except", "Can I bring my phone to FixPoint on a Sunday?", "No, FixPoint is closed on Sundays; it opens Monday through Saturday.", FIXPOINT, True),
    w.faith("en-t26-014", "para.relative", "Who trained the new technicians at QuickCell Eastgate?", "The two junior technicians, who started in March 2023, were trained by Sara Lind, the branch's lead technician.", QUICKCELL, True),
    w.faith("en-t26-015", "para.pronoun", "Who runs the Eastgate branch?", "The Eastgate branch is managed by Daniel Price. Its lead technician is Sara Lind.", QUICKCELL, True),
    w.faith("en-t26-016", "para.combine", "How often does the Red Loop bus run, and how long is the tour?", "Buses depart from Central Square every half hour, and a full loop of 12 stops lasts an hour and a half.", RED_LOOP, True),
    w.faith("en-t26-017", "para.relative", "Do small children need a ticket for the Red Loop?", "Children who are under five travel free, while those aged 5 to 15 pay €12 for a 24-hour ticket.", RED_LOOP, True),
    w.faith("en-t26-018", "para.relative", "Where does the night tour start?", "The night tour, which CityView launched in 2018, leaves from the harbour at 9 p.m.", NIGHT_TOUR, True),
    w.faith("en-t26-019", "para.pronoun", "How do I get a ticket for the night tour?", "Night tour tickets are €18. You have to book them online at least a day ahead.", NIGHT_TOUR, True),
    w.faith("en-t26-020", "para.combine", "What do I get with the Serenity package?", "For $150 per person, the Serenity package gives you a one-hour massage, a facial and use of the sauna.", WILLOW, True),
    w.faith("en-t26-021", "para.pronoun", "Can two of us book the Serenity package together?", "Yes. If two people book it together, they pay $270 in total.", WILLOW, True),
    w.faith("en-t26-022", "wrap.attribution", "Is there an age limit at Willow Spa, and do I need to bring a towel?", "According to Willow Spa, guests have to be 16 or older, and robes and towels are supplied.", WILLOW, True),
    w.faith("en-t26-023", "para.relative", "What discount do Gold members get at Peak Sports?", "Gold members, who pay $40 a year, get 20% off full-price items rather than 10%.", PEAK, True),
    w.faith("en-t26-024", "para.except", "Can I use my Peak Sports discount on a bike?", "No. The member discount covers full-price items apart from bicycles and gift cards.", PEAK, True),

    w.faith("en-t26-025", "added.fact", "When will my Swiftbox order arrive?", "Orders placed before 2 p.m. arrive the same day, and the driver texts you an hour before arriving.", SWIFTBOX, False),
    w.faith("en-t26-026", "antonym", "Is there a delivery fee on big orders?", "Yes, the £3.50 delivery fee is added to every order over £40.", SWIFTBOX, False),
    w.faith("en-t26-027", "added.fact", "Who owns Pelican Couriers?", "Pelican Couriers, which Maya Osei founded in 2011, was bought by Nordfret in 2019 for €40 million.", PELICAN, False),
    w.faith("en-t26-028", "role.swap", "What happened to Pelican Couriers in 2019?", "In 2019 Pelican Couriers bought the logistics group Nordfret.", PELICAN, False),
    w.faith("en-t26-029", "value.except", "Is there a student discount at the Regent?", "Students with a valid ID get 25% off adult tickets, except for IMAX screenings.", REGENT, False),
    w.faith("en-t26-030", "quantifier", "Are tickets cheaper on Tuesdays?", "On Tuesdays only children's tickets drop to $7.", REGENT, False),
    w.faith("en-t26-031", "added.fact", "When did the Lumen open?", "The Lumen Picturehouse, designed by Helen Marsh, opened on Carver Street in 1987 with a single screen.", LUMEN, False),
    w.faith("en-t26-032", "value.date", "How old is the Lumen Picturehouse?", "The Lumen Picturehouse first opened its doors on Carver Street in 1978.", LUMEN, False),
    w.faith("en-t26-033", "added.fact", "How much is a screen replacement at FixPoint?", "For most models a new screen costs £89, and a free screen protector is fitted with it.", FIXPOINT, False),
    w.faith("en-t26-034", "negation", "What about water damage?", "Water-damage repairs can take as long as three days, and they're covered by a warranty.", FIXPOINT, False),
    w.faith("en-t26-035", "role.swap", "Who's who at QuickCell Eastgate?", "Sara Lind manages the Eastgate branch, and Daniel Price is its lead technician.", QUICKCELL, False),
    w.faith("en-t26-036", "modality", "Do I need an appointment for a battery replacement?", "A battery replacement costs €55; booking ahead is recommended, but you can also just walk in.", QUICKCELL, False),
    w.faith("en-t26-037", "added.entity", "Who does battery replacements at QuickCell?", "Battery replacements cost €55 and are carried out by Sara Lind and her colleague Tom Reyes.", QUICKCELL, False),
    w.faith("en-t26-038", "added.fact", "What does the Red Loop day ticket include?", "An adult 24-hour ticket is €25, and it also gets you 10% off at the museums along the route.", RED_LOOP, False),
    w.faith("en-t26-039", "value.time", "What time does the night tour leave?", "The night tour sets off from the harbour at 10 p.m.", NIGHT_TOUR, False),
    w.faith("en-t26-040", "added.fact", "What's special about the night tour?", "The night tour, which CityView launched in 2018, runs from May to September and stops at the old lighthouse.", NIGHT_TOUR, False),
    w.faith("en-t26-041", "added.fact", "What does the Serenity package include?", "The Serenity package costs $150 per person and includes a one-hour massage, a facial, sauna access and a light lunch.", WILLOW, False),
    w.faith("en-t26-042", "value.number", "How old do you have to be to visit Willow Spa?", "Only guests aged 18 and over are allowed at Willow Spa.", WILLOW, False),
    w.faith("en-t26-043", "added.fact", "What do basic members get at Peak Sports?", "Basic membership is free and gives you 10% off full-price items, plus free delivery on online orders.", PEAK, False),
    w.faith("en-t26-044", "direction", "Is Gold membership worth it?", "Gold members pay $40 a year and get a smaller discount than basic members.", PEAK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t26-045", "correct.wordy", "How much does an adult 24-hour ticket for the Red Loop cost?", "An adult can ride the Red Loop for a full 24 hours on a ticket that costs €25.", "€25.", True),
    w.correct("en-t26-046", "correct.format", "What time do late-night screenings start at the Lumen?", "They start at a quarter past eleven at night.", "23:15.", True),
    w.correct("en-t26-047", "correct.wordy", "Who founded Pelican Couriers?", "Pelican Couriers was founded by Maya Osei; she is the person who started the company.", "Maya Osei.", True),
    w.correct("en-t26-048", "correct.format", "How long is the warranty on a FixPoint screen replacement?", "Half a year.", "Six months.", True),
    w.correct("en-t26-049", "wrong.value", "How much do Gold members of Peak Sports pay per year?", "Gold membership costs $60 a year.", "$40.", False),
    w.correct("en-t26-050", "wrong.role", "Who trained the junior technicians at QuickCell Eastgate?", "They were trained by Daniel Price.", "Sara Lind.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
