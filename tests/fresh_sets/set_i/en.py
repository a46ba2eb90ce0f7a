# ruff: noqa: E501
"""Fresh set I, English: every phenomenon of the table at least once, on short documents of
a cinema, a water utility, a bank, a recycling centre, a bicycle workshop, a national park,
a night school, a laundry, a chess club, a cleaning company, e-scooters, an archive, a
pizza chain, a photo studio and a family hotel."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CINEMA = (
    "Starlight Cinemas has five screens at its Harbour Road site. Screen 1 is the largest, with 320 seats. "
    "Tickets cost £9.50 for adults and £6 for children under 12. On Wednesdays, all tickets are half price."
)
WATER = (
    "Clearbrook Water bills households every three months. The standing charge is $18.40 per quarter. "
    "Customers who pay by direct debit receive a 5% discount on their bill. "
    "Leaks on the customer's side of the meter must be repaired by the property owner."
)
BANK = (
    "The Everyday current account at Northgate Bank has a monthly fee of €4. Customers under 25 do not pay this fee. "
    "An arranged overdraft of up to €1,500 is available on request. "
    "Card payments made abroad incur a 2.5% foreign transaction charge."
)
RECYCLE = (
    "The Millbrook Recycling Centre is open Monday to Saturday, from 8:00 to 18:00. "
    "Residents may bring up to 200 kg of garden waste per visit free of charge. "
    "Car tyres are accepted for a fee of £3 each. Asbestos is not accepted."
)
BIKE = (
    "Spokes & Sprockets is a bicycle repair workshop in Leeds. Tom Rigby opened the workshop in 2009. "
    "A basic service costs £45 and takes about two days. Customers must book at least 48 hours in advance."
)
PARK = (
    "The Granite Peaks visitor centre is open daily from 9 a.m. to 5 p.m. between April and October. "
    "Guided walks leave from the main entrance at 10:30. The summit trail is 12 km long and climbs 850 metres. "
    "In the park, dogs must be kept on a lead at all times."
)
NIGHT = (
    "Eastfield Night School runs evening classes from 19:00 to 21:00 on weekdays. "
    "The spring term starts on 3 March 2025 and lasts 10 weeks. A Spanish course costs €240 per term. "
    "Students over 65 pay half the course fee."
)
LAUNDRY = (
    "FreshFold Laundry collects bags from customers' homes on Mondays and Thursdays. Each bag may weigh up to 8 kg. "
    "Washed items are returned within 48 hours. Delicates are washed by hand at no extra charge."
)
CHESS = (
    "The Kingsbridge Chess Club meets every Tuesday evening in the community hall. "
    "Annual membership costs $60 for adults and $25 for juniors. "
    "In the 2024 club championship, Priya Nair beat Daniel Okafor in the final. Beginners are welcome."
)
CLEAN = (
    "Sparkle Home Cleaning sends 2 cleaners to each booking. A standard clean of a three-bedroom house takes around three hours. "
    "An oven clean can be added for £20. Customers can cancel free of charge up to 24 hours before the appointment."
)
SCOOTER = (
    "ZipRide e-scooters cost €1 to unlock plus €0.25 per minute. Riders must be at least 18 years old. "
    "The scooters have a top speed of 20 km/h. Parking on pavements is not allowed in the city centre."
)
ARCHIVE = (
    "The Dunmore Public Archive holds about 2.4 million documents. "
    "The reading room is open Tuesday to Friday, from 10:00 to 16:00. "
    "Visitors need a reader's card, which is issued free of charge. Original maps can only be viewed by appointment."
)
PIZZA = (
    "Luigi's Pizza Express delivers within a 5-mile radius of each store. "
    "Delivery is free on orders over $25; smaller orders pay a $3.99 delivery fee. "
    "Orders usually arrive within 30 minutes. The chain has 140 stores across the country."
)
PHOTO = (
    "Brightframe Studio offers passport photos for £12, ready in 10 minutes. "
    "A one-hour family portrait session costs £150 and includes 15 edited digital images. "
    "Prints are available in sizes from 10x15 cm to 50x70 cm."
)
HOTEL = (
    "The Hotel Alpenrose was founded in 1921 by Maria Keller. "
    "In 1968, her son Josef Keller sold the hotel to the Brunner family. "
    "Since 2015, the hotel has been managed by Lena Brunner."
)

# diagnosis documents
D_CIN_PRICES = "Starlight Cinemas ticket prices: £9.50 for adults and £6 for children under 12. On Wednesdays, all tickets are half price."
D_CIN_SITE = (
    "Starlight Cinemas has five screens at its Harbour Road site. Screen 1 is the largest, with 320 seats."
)
D_BANK_FX = (
    "Card payments made abroad with the Northgate Everyday account incur a 2.5% foreign transaction charge."
)
D_BANK_FEE = (
    "The Everyday current account at Northgate Bank has a monthly fee of €4, waived for customers under 25."
)
D_PARK_WALKS = (
    "Guided walks at Granite Peaks leave from the visitor centre's main entrance at 10:30 every day."
)
D_PARK_TRAIL = "The Granite Peaks summit trail is 12 km long and climbs 850 metres."
D_LAUNDRY = "FreshFold Laundry collects bags from customers' homes on Mondays and Thursdays."
D_PIZZA = "Luigi's Pizza Express delivers within a 5-mile radius of each store."
D_PHOTO_SERVICES = (
    "Brightframe Studio offers passport photos for £12 and one-hour family portrait sessions for £150."
)
D_PHOTO_PRINTS = "Brightframe Studio prints photos in sizes from 10x15 cm to 50x70 cm."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("en-i-001", "para.reorder", "What can I bring to the recycling centre for free?", "Free of charge, residents may bring up to 200 kg of garden waste per visit.", RECYCLE, True),
    w.faith("en-i-002", "para.passive", "Who opened Spokes & Sprockets?", "The workshop was opened by Tom Rigby in 2009.", BIKE, True),
    w.faith("en-i-003", "para.synonym", "What does the Everyday account cost each month?", "Northgate's Everyday current account carries a monthly charge of €4.", BANK, True),
    w.faith("en-i-004", "para.nominal", "When does the spring term start?", "The start of the spring term is on 3 March 2025.", NIGHT, True),
    w.faith("en-i-005", "para.capital", "Who won the 2024 club championship final?", "in the 2024 club championship, priya nair beat daniel okafor in the final.", CHESS, True),
    w.faith("en-i-006", "para.pronoun", "How heavy can a FreshFold bag be?", "It may weigh up to 8 kg.", LAUNDRY, True),
    w.faith("en-i-007", "para.relative", "What is included in a family portrait session?", "The family portrait session, which lasts one hour and costs £150, includes 15 edited digital images.", PHOTO, True),
    w.faith("en-i-008", "para.part", "What do I need to visit the archive?", "Visitors need a reader's card.", ARCHIVE, True),
    w.faith("en-i-009", "para.combine", "How many stores does Luigi's have, and how far do they deliver?", "Luigi's Pizza Express has 140 stores across the country, and each one delivers within a 5-mile radius.", PIZZA, True),
    w.faith("en-i-010", "fmt.number", "How long is the spring term?", "The spring term lasts ten weeks.", NIGHT, True),
    w.faith("en-i-011", "fmt.thousands", "How big an overdraft can I get?", "An arranged overdraft of up to €1500 is available on request.", BANK, True),
    w.faith("en-i-012", "fmt.scale", "How many documents does the archive hold?", "The Dunmore Public Archive holds about 2,400,000 documents.", ARCHIVE, True),
    w.faith("en-i-013", "fmt.date", "What is the first day of the spring term?", "The spring term starts on March 3rd, 2025.", NIGHT, True),
    w.faith("en-i-014", "fmt.time", "When is the reading room open?", "The reading room is open Tuesday to Friday, from 10 a.m. to 4 p.m.", ARCHIVE, True),
    w.faith("en-i-015", "fmt.unit", "How much does the summit trail climb?", "The summit trail climbs 0.85 km.", PARK, True),
    w.faith("en-i-016", "fmt.abbrev", "How fast can a ZipRide scooter go?", "The scooters have a top speed of 20 kilometres per hour.", SCOOTER, True),
    w.faith("en-i-017", "fmt.currency", "How much is adult membership at the chess club?", "Adult membership costs 60 dollars a year.", CHESS, True),
    w.faith("en-i-018", "fmt.range", "What time are the evening classes?", "Classes run 19:00–21:00 on weekdays.", NIGHT, True),
    w.faith("en-i-019", "fmt.period", "How quickly do I get my washing back?", "Washed items are returned within two days.", LAUNDRY, True),
    w.faith("en-i-020", "fmt.share", "Is there a cheap day at Starlight Cinemas?", "Yes, on Wednesdays all tickets are 50% off.", CINEMA, True),
    w.faith("en-i-021", "para.except", "Which days is the recycling centre open?", "It is open every day except Sunday, from 8:00 to 18:00.", RECYCLE, True),
    w.faith("en-i-022", "wrap.opener", "How much is a passport photo?", "Sure! Passport photos at Brightframe Studio cost £12 and are ready in 10 minutes.", PHOTO, True),
    w.faith("en-i-023", "wrap.closer", "How often will I get a water bill?", "Clearbrook Water bills households every three months. I hope this helps!", WATER, True),
    w.faith("en-i-024", "wrap.attribution", "How long does a standard clean take?", "According to Sparkle Home Cleaning's information, a standard clean of a three-bedroom house takes around three hours.", CLEAN, True),
    w.faith("en-i-025", "wrap.hedge", "Who founded the Hotel Alpenrose?", "As far as I can tell from the documents, the Hotel Alpenrose was founded in 1921 by Maria Keller.", HOTEL, True),
    w.faith("en-i-026", "wrap.question", "How old do I need to be to ride a ZipRide scooter?", "Riders must be at least 18 years old. Would you like to know how much a ride costs?", SCOOTER, True),
    # one clear error each
    w.faith("en-i-027", "value.number", "How many seats does Screen 1 have?", "Screen 1, the largest screen, has 230 seats.", CINEMA, False),
    w.faith("en-i-028", "value.date", "When did the Kellers sell the hotel?", "Josef Keller sold the hotel to the Brunner family in 1986.", HOTEL, False),
    w.faith("en-i-029", "value.time", "When do the guided walks leave?", "Guided walks leave from the main entrance at 11:30.", PARK, False),
    w.faith("en-i-030", "value.unit", "What is the weight limit per laundry bag?", "Each bag may weigh up to 8 lb.", LAUNDRY, False),
    w.faith("en-i-031", "value.currency", "What is the monthly fee for the Everyday account?", "The Everyday current account has a monthly fee of £4.", BANK, False),
    w.faith("en-i-032", "role.swap", "Who won the 2024 club championship final?", "In the 2024 club championship final, Daniel Okafor beat Priya Nair.", CHESS, False),
    w.faith("en-i-033", "negation", "Can I drop off asbestos at Millbrook?", "Yes, asbestos is accepted at the Millbrook Recycling Centre.", RECYCLE, False),
    w.faith("en-i-034", "antonym", "Tell me about Screen 1.", "Screen 1 is the smallest screen at the Harbour Road site, with 320 seats.", CINEMA, False),
    w.faith("en-i-035", "modality", "Is an oven clean part of the booking?", "An oven clean must be added to every booking and costs £20.", CLEAN, False),
    w.faith("en-i-036", "quantifier", "Who gets the 5% discount on the water bill?", "All Clearbrook customers receive a 5% discount on their bill.", WATER, False),
    w.faith("en-i-037", "value.except", "When is the recycling centre open?", "The centre is open from 8:00 to 18:00 every day except Saturday.", RECYCLE, False),
    w.faith("en-i-038", "direction", "Until when can I cancel my cleaning for free?", "You can cancel free of charge up to 24 hours after the appointment.", CLEAN, False),
    w.faith("en-i-039", "added.fact", "How fast is pizza delivery?", "Orders usually arrive within 30 minutes, and if they are late, the pizza is free.", PIZZA, False),
    w.faith("en-i-040", "added.entity", "Who manages the Hotel Alpenrose?", "Since 2015, the hotel has been managed by Lena Brunner and her brother Paul.", HOTEL, False),
    w.faith("en-i-041", "mixed", "Tell me about the passport photos.", "Passport photos cost £12 and are ready in 30 minutes.", PHOTO, False),
    w.faith("en-i-042", "negation", "Can I park a ZipRide scooter on the pavement in the city centre?", "Yes, parking on pavements is allowed in the city centre.", SCOOTER, False),
    w.faith("en-i-043", "added.fact", "How much is a basic bike service?", "A basic service costs £45 and includes a free replacement of the brake pads.", BIKE, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-i-044", "refusal.plain", "Does the archive have a café?", "I don't know.", ARCHIVE, True),
    w.refusal("en-i-045", "refusal.context", "What is Starlight Cinemas' phone number?", "The provided documents don't mention a phone number for Starlight Cinemas.", CINEMA, True),
    w.refusal("en-i-046", "refusal.short", "Is there Wi-Fi at the visitor centre?", "No idea, sorry.", PARK, True),
    w.refusal("en-i-047", "refusal.long", "Does FreshFold wash leather jackets?", "Thank you for your question. I've gone through the information I have about FreshFold Laundry, which covers the collection days, the weight limit per bag, how quickly items are returned and how delicates are handled, but none of it says whether leather jackets are accepted. I'm therefore unable to give you a reliable answer, and I'd recommend contacting FreshFold directly.", LAUNDRY, True),
    w.refusal("en-i-048", "refusal.hedged", "How long does a basic service take?", "I'm not completely sure, but it looks like a basic service takes about two days.", BIKE, False),
    w.refusal("en-i-049", "refusal.partial", "How much does the Spanish course cost, and who teaches it?", "The Spanish course costs €240 per term. Unfortunately, the documents don't say who teaches it.", NIGHT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-i-050", "correct.wordy", "Who founded the Hotel Alpenrose?", "Great question! Going by the hotel's history, the Hotel Alpenrose was founded back in 1921 by a woman named Maria Keller, whose son later sold it.", "Maria Keller founded the Hotel Alpenrose.", True),
    w.correct("en-i-051", "correct.short", "How much does it cost to unlock a ZipRide scooter?", "€1.", "Unlocking a ZipRide scooter costs €1.", True),
    w.correct("en-i-052", "correct.format", "When does the spring term start?", "March 3rd, 2025.", "The spring term starts on 3 March 2025.", True),
    w.correct("en-i-053", "wrong.value", "How many seats does Screen 1 have?", "Screen 1 has 280 seats.", "Screen 1 has 320 seats.", False),
    w.correct("en-i-054", "wrong.echo", "What is the top speed of a ZipRide scooter?", "The top speed of a ZipRide scooter is the highest speed the scooter can reach.", "The top speed is 20 km/h.", False),
    w.correct("en-i-055", "wrong.role", "Who beat whom in the 2024 chess club final?", "Daniel Okafor beat Priya Nair in the final.", "Priya Nair beat Daniel Okafor.", False),
    w.correct("en-i-056", "wrong.value", "What delivery fee does Luigi's charge on small orders?", "For smaller orders, Luigi's charges a delivery fee of $4.99.", "Orders of $25 or less pay a $3.99 delivery fee.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-i-057", "relevant.direct", "How big a team does Sparkle send?", "Two cleaners.", CLEAN, True),
    w.relevant("en-i-058", "relevant.direct", "How big is Screen 1?", "It has 320 seats.", CINEMA, True),
    w.relevant("en-i-059", "relevant.yesno", "Do I have to pay for a reader's card?", "No, it's issued free of charge.", ARCHIVE, True),
    w.relevant("en-i-060", "offtopic.true", "How much does a passport photo cost?", "Prints are available in sizes from 10x15 cm to 50x70 cm.", PHOTO, False),
    w.relevant("en-i-061", "offtopic.other", "When does the chess club meet?", "Luigi's Pizza Express has 140 stores across the country.", CHESS, False),
    w.relevant("en-i-062", "offtopic.true", "Who has to repair a leak on my side of the meter?", "Clearbrook Water bills households every three months.", WATER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-i-063", "diag.pass", "How much is a child's ticket at Starlight Cinemas?", "A ticket for a child under 12 costs £6.", {"cinema-prices": D_CIN_PRICES, "cinema-site": D_CIN_SITE}, ("cinema-prices",), "pass"),
    w.diag("en-i-064", "diag.pass", "What time do guided walks start at Granite Peaks?", "Guided walks leave from the visitor centre's main entrance at 10:30.", {"park-trail": D_PARK_TRAIL, "park-walks": D_PARK_WALKS}, ("park-walks",), "pass"),
    w.diag("en-i-065", "diag.offtopic", "How much is an adult ticket at Starlight Cinemas?", "Starlight Cinemas has five screens at its Harbour Road site.", {"cinema-prices": D_CIN_PRICES, "cinema-site": D_CIN_SITE}, ("cinema-prices",), "fix_generation"),
    w.diag("en-i-066", "diag.unfaithful", "What is the foreign transaction charge on the Everyday account?", "Card payments made abroad incur a 1% foreign transaction charge.", {"bank-fx": D_BANK_FX, "bank-fee": D_BANK_FEE}, ("bank-fx",), "fix_generation"),
    w.diag("en-i-067", "diag.refused", "How long is the summit trail at Granite Peaks?", "I'm sorry, but I couldn't find how long the summit trail is.", {"park-trail": D_PARK_TRAIL, "park-walks": D_PARK_WALKS}, ("park-trail",), "fix_generation"),
    w.diag("en-i-068", "diag.missed", "How much does a basic service cost at Spokes & Sprockets?", "Sorry, the documents I have don't mention the price of a basic service.", {"laundry-collect": D_LAUNDRY, "pizza-delivery": D_PIZZA}, ("bike-price",), "fix_retrieval"),
    w.diag("en-i-069", "diag.correct_refusal", "Is Brightframe Studio open on Sundays?", "The documents don't say whether Brightframe Studio is open on Sundays.", {"photo-services": D_PHOTO_SERVICES, "photo-prints": D_PHOTO_PRINTS}, (), "correct_refusal"),
    w.diag("en-i-070", "diag.should_refuse", "Does Brightframe Studio give a student discount?", "Yes, students get 20% off every session at Brightframe Studio.", {"photo-services": D_PHOTO_SERVICES, "photo-prints": D_PHOTO_PRINTS}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
