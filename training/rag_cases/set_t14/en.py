"""English cases of set t14: a wash-and-fold laundry with pickup, a hotel rooftop bar,
a part-time coding bootcamp, an eye clinic with laser surgery, a Saturday farmers' market
and a residential snow-clearing service."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LAUNDRY_PRICES = (
    "Fresh Fold Laundry charges $2.50 per pound for wash-and-fold service, with a 10-pound minimum per order. "
    "Orders dropped off before 10:00 a.m. are ready the same day by 6:00 p.m. "
    "Comforters and duvets are priced separately at $25 each. "
    "The shop is open every day except Sunday."
)
LAUNDRY_PICKUP = (
    "Fresh Fold's pickup and delivery service covers addresses within 5 miles of the Elm Street shop. "
    "Delivery is free on orders over $40; smaller orders pay a $6 fee. "
    "Driver Marcus Bell handles the morning routes, and Tanya Ortiz covers the evening routes. "
    "Customers must leave their bags outside the door no later than 30 minutes before the pickup window starts."
)
BAR_HOURS = (
    "Skyline 22, the rooftop bar on the 22nd floor of the Harlow Hotel, opens at 5 p.m. from Tuesday to Sunday and closes at midnight. "
    "On Fridays and Saturdays it stays open until 2 a.m. "
    "Guests under 21 are not admitted after 8 p.m. "
    "Happy hour runs from 5 to 7 p.m., with half-price cocktails."
)
BAR_EVENTS = (
    "Bar manager Priya Nair has hired DJ Leo Hart for the summer season, which runs from June 6 to August 31. "
    "Leo plays every Thursday from 9 p.m. "
    "Private bookings of the east terrace require a $300 deposit and hold up to 40 guests. "
    "Bookings must be made at least 14 days in advance."
)
BOOTCAMP_PROGRAM = (
    "CodeForge Academy's full-stack program lasts 16 weeks and costs $12,000. "
    "Classes meet Monday to Thursday from 6 p.m. to 9 p.m., so students can keep a day job. "
    "The next cohort starts on March 3, 2025, and is capped at 24 students. "
    "Students who pay in full upfront get a 10% discount."
)
BOOTCAMP_STAFF = (
    "Lead instructor Dana Kim teaches the JavaScript modules, while Omar Patel runs the weekly career workshops. "
    "Every student is paired with a mentor from a partner company. "
    "Students who miss more than three sessions must meet with Dana before continuing. "
    "Graduates can attend the career workshops free of charge for six months after the program ends."
)
EYE_HOURS = (
    "Clearview Eye Clinic is open from 8:30 a.m. to 5:30 p.m. on weekdays and from 9 a.m. to 1 p.m. on Saturdays. "
    "A standard eye exam costs $95 and takes about 45 minutes. "
    "Patients who wear contact lenses should remove them at least 24 hours before the exam. "
    "Walk-in patients are seen only if a slot is free."
)
EYE_SURGERY = (
    "Dr. Helen Moreau performs all laser eye surgeries at Clearview, and optometrist Sam Reyes does the pre-surgery assessments. "
    "Patients must be at least 18 years old to be eligible. "
    "After surgery, patients may not drive for 24 hours and must come back for a check-up the next day. "
    "The clinic's payment plan spreads the cost over 12 months."
)
MARKET = (
    "The Riverside Farmers' Market takes place every Saturday from 7 a.m. to noon in the Mill Park parking lot, from April through November. "
    "About 60 vendors sell produce, bread, cheese and flowers. "
    "Stall rental costs $35 per day, and new vendors must show a food-safety certificate. "
    "Dogs are welcome if kept on a leash."
)
SNOW = (
    "Northside Snow Clearing plows residential driveways whenever snowfall reaches 5 cm. "
    "A seasonal contract costs $450 and covers the period from November 15 to March 31. "
    "Crews aim to clear every contract driveway within 6 hours after the snow stops. "
    "Salting of walkways is available as an add-on for $80 per season."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # laundry prices
    w.faith("en-t14-001", "para.synonym", "How much is wash-and-fold at Fresh Fold?", "Wash-and-fold costs $2.50 for each pound, and every order has to weigh at least 10 pounds.", LAUNDRY_PRICES, True),
    w.faith("en-t14-002", "para.except", "Can I bring my laundry to Fresh Fold on a Sunday?", "No, Fresh Fold is closed on Sundays; it's open on all the other days of the week.", LAUNDRY_PRICES, True),
    w.faith("en-t14-003", "fmt.time", "If I drop my laundry off in the morning, when can I collect it?", "Drop it off before 10 in the morning and it'll be ready by 18:00 that same day.", LAUNDRY_PRICES, True),
    w.faith("en-t14-004", "value.currency", "What does Fresh Fold charge for a duvet?", "Comforters and duvets aren't part of the per-pound rate; they cost $20 apiece.", LAUNDRY_PRICES, False),
    w.faith("en-t14-005", "value.except", "Which day is Fresh Fold closed?", "Fresh Fold opens all week apart from Saturdays.", LAUNDRY_PRICES, False),
    # laundry pickup
    w.faith("en-t14-006", "para.combine", "Do I have to pay for delivery?", "Delivery costs nothing once your order goes above $40; anything smaller carries a $6 fee.", LAUNDRY_PICKUP, True),
    w.faith("en-t14-007", "role.swap", "Who drives the evening pickup routes?", "Marcus Bell drives the evening routes, while Tanya Ortiz takes care of the mornings.", LAUNDRY_PICKUP, False),
    w.faith("en-t14-008", "modality", "When should I put my bags out for pickup?", "It's recommended, though not required, to leave your bags outside about 30 minutes before the pickup window begins.", LAUNDRY_PICKUP, False),
    w.faith("en-t14-009", "fmt.period", "How early do the bags need to be outside?", "Your bags have to be outside the door at least half an hour before the pickup window opens.", LAUNDRY_PICKUP, True),
    w.faith("en-t14-010", "value.unit", "How far does Fresh Fold pick up from?", "Pickup and delivery cover any address within 5 kilometres of the Elm Street shop.", LAUNDRY_PICKUP, False),
    # rooftop bar hours
    w.faith("en-t14-011", "fmt.time", "What time does Skyline 22 open?", "Skyline 22 opens its doors at 17:00, Tuesday through Sunday.", BAR_HOURS, True),
    w.faith("en-t14-012", "fmt.share", "Is there a happy hour at the rooftop bar?", "Yes, between 5 and 7 p.m. cocktails are 50% off.", BAR_HOURS, True),
    w.faith("en-t14-013", "value.time", "How late is Skyline 22 open on weekends?", "On Fridays and Saturdays the bar keeps serving until 1 a.m.", BAR_HOURS, False),
    w.faith("en-t14-014", "direction", "Can my 19-year-old cousin come along?", "Guests under 21 aren't let in before 8 p.m.", BAR_HOURS, False),
    w.faith("en-t14-015", "wrap.attribution", "Are there age limits at Skyline 22?", "According to the bar's information, guests younger than 21 can't get in after 8 p.m.", BAR_HOURS, True),
    # rooftop bar events
    w.faith("en-t14-016", "role.swap", "Who is the DJ at Skyline 22 this summer?", "Bar manager Leo Hart brought in DJ Priya Nair for the summer season.", BAR_EVENTS, False),
    w.faith("en-t14-017", "fmt.date", "When is the summer season?", "The summer season lasts from 6 June until 31 August.", BAR_EVENTS, True),
    w.faith("en-t14-018", "value.number", "How many people fit on the east terrace?", "A private booking of the east terrace takes up to 50 guests and needs a $300 deposit.", BAR_EVENTS, False),
    w.faith("en-t14-019", "fmt.period", "How far ahead do I need to book the terrace?", "Private bookings of the east terrace have to be made at least two weeks ahead.", BAR_EVENTS, True),
    w.faith("en-t14-020", "negation", "Is there a deposit for the east terrace?", "No, you can reserve the east terrace privately without paying any deposit.", BAR_EVENTS, False),
    # bootcamp program
    w.faith("en-t14-021", "fmt.scale", "How much does the CodeForge program cost?", "CodeForge's full-stack program runs 16 weeks and costs $12K.", BOOTCAMP_PROGRAM, True),
    w.faith("en-t14-022", "value.number", "How big is the next cohort?", "The cohort starting on March 3, 2025 is limited to 20 students.", BOOTCAMP_PROGRAM, False),
    w.faith("en-t14-023", "fmt.share", "Is there any discount?", "If you pay the whole fee upfront, you get a tenth off.", BOOTCAMP_PROGRAM, True),
    w.faith("en-t14-024", "quantifier", "Does everyone get the discount?", "Yes, every student receives a 10% discount on the program fee.", BOOTCAMP_PROGRAM, False),
    w.faith("en-t14-025", "para.relative", "Can I keep my job during the bootcamp?", "Yes: classes, which meet Monday to Thursday from 6 to 9 p.m., are timed so that students can hold on to a day job.", BOOTCAMP_PROGRAM, True),
    # bootcamp staff
    w.faith("en-t14-026", "role.swap", "Who teaches JavaScript at CodeForge?", "Omar Patel teaches the JavaScript modules, and Dana Kim runs the weekly career workshops.", BOOTCAMP_STAFF, False),
    w.faith("en-t14-027", "fmt.period", "Can graduates still go to the career workshops?", "Yes, graduates may join the career workshops for free for half a year after the program finishes.", BOOTCAMP_STAFF, True),
    w.faith("en-t14-028", "added.fact", "What happens after graduation?", "Graduates can attend the career workshops free of charge for six months and also receive a certificate signed by Omar Patel.", BOOTCAMP_STAFF, False),
    w.faith("en-t14-029", "wrap.opener", "What if I miss a few classes?", "Good question! If you miss more than three sessions, you'll need to meet with Dana before you can carry on.", BOOTCAMP_STAFF, True),
    # eye clinic hours
    w.faith("en-t14-030", "para.nominal", "How long is an eye exam and what does it cost?", "The price of a standard eye exam is $95, and its duration is roughly 45 minutes.", EYE_HOURS, True),
    w.faith("en-t14-031", "antonym", "I wear contacts. Anything to do before my exam?", "Contact lens wearers should keep their lenses in for at least 24 hours before the exam.", EYE_HOURS, False),
    w.faith("en-t14-032", "wrap.closer", "How long should I set aside for an exam?", "A standard eye exam takes around 45 minutes. Hope that helps you plan your visit!", EYE_HOURS, True),
    # eye clinic surgery
    w.faith("en-t14-033", "role.swap", "Who does the laser surgery at Clearview?", "Sam Reyes performs the laser surgeries, and Dr. Helen Moreau does the pre-surgery assessments.", EYE_SURGERY, False),
    w.faith("en-t14-034", "modality", "Do I need a follow-up after surgery?", "You may come back for a check-up the day after surgery if you wish.", EYE_SURGERY, False),
    w.faith("en-t14-035", "para.combine", "What are the rules after the operation?", "You can't drive for a day after surgery, and you have to return for a check-up the following day.", EYE_SURGERY, True),
    w.faith("en-t14-036", "fmt.period", "Can I pay for the surgery in installments?", "Yes, the clinic's payment plan spreads the cost over one year.", EYE_SURGERY, True),
    # farmers' market
    w.faith("en-t14-037", "para.except", "Is the market on in January?", "No, the Riverside market doesn't run from December to March.", MARKET, True),
    w.faith("en-t14-038", "added.entity", "What can I buy at the Riverside market?", "Around 60 vendors sell produce, bread, cheese, flowers and honey.", MARKET, False),
    w.faith("en-t14-039", "quantifier", "What do vendors need to show?", "All vendors have to present a food-safety certificate.", MARKET, False),
    w.faith("en-t14-040", "wrap.hedge", "Can I bring my dog?", "If I'm reading it right, dogs are allowed as long as they stay on a leash.", MARKET, True),
    # snow clearing
    w.faith("en-t14-041", "fmt.unit", "When does Northside come to plow?", "Northside plows residential driveways once 50 mm of snow has fallen.", SNOW, True),
    w.faith("en-t14-042", "fmt.abbrev", "What period does the seasonal contract cover?", "The $450 seasonal contract covers Nov. 15 through Mar. 31.", SNOW, True),
    w.faith("en-t14-043", "value.number", "How quickly do the crews clear driveways?", "Crews try to have every contract driveway cleared within 4 hours of the snow stopping.", SNOW, False),
    w.faith("en-t14-044", "para.passive", "Can you salt my walkway too?", "Walkways can be salted as an add-on, which is charged at $80 per season.", SNOW, True),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t14-045", "correct.wordy", "How long is CodeForge's full-stack program?", "The full-stack program at CodeForge runs for a total of sixteen weeks from the first day to the last.", "16 weeks.", True),
    w.correct("en-t14-046", "correct.format", "What time does the Riverside market close?", "It closes at 12:00.", "At noon.", True),
    w.correct("en-t14-047", "correct.format", "How much does a standard eye exam at Clearview cost?", "A standard exam there is ninety-five dollars.", "$95.", True),
    w.correct("en-t14-048", "correct.wordy", "Who performs laser surgery at Clearview?", "All of the laser eye surgeries at Clearview are carried out by Dr. Helen Moreau herself.", "Dr. Helen Moreau.", True),
    w.correct("en-t14-049", "wrong.value", "How much is the Northside seasonal contract?", "The seasonal contract costs $540.", "$450.", False),
    w.correct("en-t14-050", "wrong.role", "Who hired whom at Skyline 22 for the summer?", "DJ Leo Hart hired Priya Nair.", "Bar manager Priya Nair hired DJ Leo Hart.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
