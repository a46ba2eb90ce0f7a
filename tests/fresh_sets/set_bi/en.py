"""English cases of set BI: a city zoo, a tax office, a bakery chain, a campsite, a hospital's
visiting policy, an electronics shop's warranty, a public swimming pool, a moving company, a city
marathon and a municipal archive."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

ZOO = "Riverside Zoo in Milbrook is open daily from 9:30 a.m. to 5 p.m., except on December 25, when it is closed. Adult tickets cost $18 and children under 12 pay $9; children under 3 get in free. The zoo is home to 1,450 animals from 230 species. The sea lion feeding takes place at 2 p.m. in the Coast Pavilion. Dogs are not allowed on the grounds, except for registered assistance dogs."
TAX = "The Harlow County Tax Office at 14 Mercer Street handles property tax and vehicle registration. Its counter is open Monday to Friday from 8 a.m. to 4:30 p.m. Property tax bills for 2024 must be paid by January 31, 2025; a penalty of 2 percent is added for each month a payment is late. Appointments are recommended, but not required."
BAKERY = "Hollis & Crane is a bakery chain founded in 1987 by Margaret Hollis in Leeds; Daniel Crane joined her as a partner in 1995. The chain now runs 42 shops across northern England and employs about 600 people. Its best-selling item is the seeded rye loaf, which weighs 800 g and costs £3.40. Every shop gives its unsold bread to local food banks at closing time."
CAMP = "Pine Hollow Campsite lies 6 km north of Lake Tessa and has 85 pitches. A tent pitch costs $24 per night, and an RV pitch with electricity costs $41 per night. Guests may stay for a maximum of 14 nights in a row. Quiet hours run from 10 p.m. to 7 a.m., and campfires are allowed only in the metal fire rings provided. The campsite is open from May 1 to September 30."
HOSPITAL = "At St. Brennan's Hospital, visiting hours on general wards are from 2 p.m. to 8 p.m. every day. Each patient may have no more than two visitors at the bedside at a time. Children under 14 must be accompanied by an adult. Visitors to the intensive care unit must first call the unit nurse from the entrance phone. Flowers are permitted on all wards except the ICU."
WARRANTY = "VoltMart gives a two-year warranty on all laptops and phones it sells, and a one-year warranty on accessories such as chargers and headphones. The warranty covers manufacturing defects but not water damage or cracked screens. Customers can extend a laptop warranty to five years for $129. Repairs under warranty are usually completed within 10 working days. A receipt or the order number is required for every claim."
POOL = "The Eastgate Public Pool has a 50-metre main pool and a learner pool heated to 31 °C. It opens at 6:30 a.m. on weekdays and at 8 a.m. on weekends, and it closes at 9 p.m. every day. A single swim costs $6.50, and a 10-visit card costs $55. Swimming caps are mandatory in the main pool."
MOVING = "Brightline Movers has been moving households in the Denver area since 2009. A crew of two movers with a truck costs $140 per hour, with a minimum booking of three hours. Customers must book at least 10 days before the move date. Brightline does not transport pianos, plants or hazardous materials. Free cardboard boxes are delivered one week before the move."
MARATHON = "The Lakeshore City Marathon will be held on Sunday, October 13, 2024, starting at 7:15 a.m. at Harbor Park. Registration closes on September 15 or when 12,000 runners have signed up. The entry fee is $95, and runners must be at least 18 years old on race day. The course must be finished within six hours. Half of the entry fee is refunded to runners who cancel before August 31."
ARCHIVE = "Albany is the capital of New York State, and its Municipal Archive holds city records dating back to 1842, including council minutes, building plans and about 30,000 photographs. The reading room is open Tuesday to Saturday from 10 a.m. to 6 p.m. Researchers must register with a photo ID on their first visit. Photography without flash is allowed, but documents older than 1900 may only be handled with gloves supplied by the staff. Copies cost 25 cents per page."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-bi-001", "para.reorder", "When is Riverside Zoo open?", "Apart from December 25, the zoo is open every day from 9:30 a.m. to 5 p.m.", ZOO, True),
    w.faith("en-bi-002", "para.passive", "Who founded Hollis & Crane?", "Margaret Hollis founded the chain in Leeds in 1987.", BAKERY, True),
    w.faith("en-bi-003", "para.synonym", "How many people work for Hollis & Crane?", "The chain has a staff of roughly 600.", BAKERY, True),
    w.faith("en-bi-004", "para.nominal", "When do I have to pay my 2024 property tax?", "The payment deadline for 2024 property tax bills is January 31, 2025.", TAX, True),
    w.faith("en-bi-005", "para.capital", "Which city's archive is this?", "It's the Municipal Archive of New York State's capital, Albany.", ARCHIVE, True),
    w.faith("en-bi-006", "para.pronoun", "What do visitors to the ICU at St. Brennan's have to do?", "They must first call the unit nurse from the entrance phone.", HOSPITAL, True),
    w.faith("en-bi-007", "para.relative", "What is Hollis & Crane's best seller?", "Its best seller is the seeded rye loaf, which costs £3.40.", BAKERY, True),
    w.faith("en-bi-008", "para.part", "How many pitches does Pine Hollow have?", "Pine Hollow Campsite has 85 pitches.", CAMP, True),
    w.faith("en-bi-009", "para.combine", "What kind of pools does Eastgate have?", "Eastgate has a 50-metre main pool, where swimming caps are mandatory.", POOL, True),
    w.faith("en-bi-010", "fmt.number", "What's the minimum booking with Brightline Movers?", "You have to book them for at least 3 hours.", MOVING, True),
    w.faith("en-bi-011", "fmt.thousands", "How many animals live at Riverside Zoo?", "Riverside Zoo is home to 1450 animals from 230 species.", ZOO, True),
    w.faith("en-bi-012", "fmt.scale", "How heavy is the seeded rye loaf?", "It weighs 0.8 kg.", BAKERY, True),
    w.faith("en-bi-013", "fmt.date", "What's the date of the Lakeshore City Marathon?", "The marathon takes place on Sunday, 13 October 2024.", MARATHON, True),
    w.faith("en-bi-014", "fmt.time", "What time does the Eastgate pool close?", "It closes at 21:00 every day.", POOL, True),
    w.faith("en-bi-015", "fmt.unit", "How warm is the water in the learner pool?", "The learner pool is heated to 31 degrees Celsius.", POOL, True),
    w.faith("en-bi-016", "fmt.abbrev", "Where is the Harlow County Tax Office?", "You'll find it at 14 Mercer St.", TAX, True),
    w.faith("en-bi-017", "fmt.currency", "How much do copies cost at the archive?", "Copies are $0.25 a page.", ARCHIVE, True),
    w.faith("en-bi-018", "fmt.range", "How long can I stay at Pine Hollow?", "You can stay up to 14 nights in a row.", CAMP, True),
    w.faith("en-bi-019", "fmt.period", "How long is the warranty on a phone from VoltMart?", "Phones bought at VoltMart come with a 24-month warranty.", WARRANTY, True),
    w.faith("en-bi-020", "fmt.share", "How much of the entry fee do I get back if I cancel early?", "If you cancel before August 31, 50% of the entry fee is refunded.", MARATHON, True),
    w.faith("en-bi-021", "para.except", "Can I bring flowers for my dad in the ICU?", "No, flowers aren't permitted in the ICU.", HOSPITAL, True),
    w.faith("en-bi-022", "wrap.opener", "Does VoltMart's warranty cover water damage?", "Good question! No, water damage isn't covered by the warranty.", WARRANTY, True),
    w.faith("en-bi-023", "wrap.closer", "How far ahead do I need to book Brightline?", "You need to book at least 10 days before your move date. I hope this helps!", MOVING, True),
    w.faith("en-bi-024", "wrap.attribution", "Do I need an appointment at the tax office?", "According to the tax office, appointments are recommended but not required.", TAX, True),
    w.faith("en-bi-025", "wrap.hedge", "When can I use the archive's reading room?", "As far as I can tell, the reading room is open Tuesday to Saturday, 10 a.m. to 6 p.m.", ARCHIVE, True),
    w.faith("en-bi-026", "wrap.question", "When is Pine Hollow open for the season?", "Pine Hollow is open from May 1 to September 30. Would you like the pitch prices as well?", CAMP, True),
    w.faith("en-bi-027", "value.number", "How many species can you see at Riverside Zoo?", "The zoo keeps animals from 320 species.", ZOO, False),
    w.faith("en-bi-028", "value.date", "What's the deadline for 2024 property tax?", "Property tax bills for 2024 must be paid by February 28, 2025.", TAX, False),
    w.faith("en-bi-029", "value.time", "When is the sea lion feeding?", "The sea lions are fed at 3 p.m. in the Coast Pavilion.", ZOO, False),
    w.faith("en-bi-030", "value.unit", "How far is Pine Hollow from Lake Tessa?", "The campsite is 6 miles north of Lake Tessa.", CAMP, False),
    w.faith("en-bi-031", "value.currency", "How much does it cost to extend a laptop warranty at VoltMart?", "You can extend it to five years for $149.", WARRANTY, False),
    w.faith("en-bi-032", "role.swap", "Who started Hollis & Crane?", "Daniel Crane founded the chain in Leeds in 1987, and Margaret Hollis joined him as a partner in 1995.", BAKERY, False),
    w.faith("en-bi-033", "negation", "Will Brightline move my upright piano?", "Yes, Brightline transports pianos, though not plants or hazardous materials.", MOVING, False),
    w.faith("en-bi-034", "antonym", "Can I take photos in the archive?", "No, photography is forbidden in the archive, even without flash.", ARCHIVE, False),
    w.faith("en-bi-035", "modality", "Do I need a swimming cap in the main pool?", "Caps are recommended in the main pool, but wearing one is optional.", POOL, False),
    w.faith("en-bi-036", "quantifier", "Do I need my receipt to make a warranty claim?", "Only for laptop claims; for phones and accessories you can claim without a receipt or order number.", WARRANTY, False),
    w.faith("en-bi-037", "value.except", "Can I bring my registered assistance dog to Riverside Zoo?", "No, dogs aren't allowed on the grounds, and that includes registered assistance dogs.", ZOO, False),
    w.faith("en-bi-038", "direction", "Can I get a refund if I cancel my marathon entry?", "Runners who cancel after August 31 get half of the entry fee back.", MARATHON, False),
    w.faith("en-bi-039", "added.fact", "How much is a single swim at Eastgate?", "A single swim costs $6.50, and seniors over 65 swim for half price.", POOL, False),
    w.faith("en-bi-040", "added.entity", "What are the visiting hours on general wards?", "Visiting hours on general wards are 2 p.m. to 8 p.m. every day, and the hospital chaplain, Father Michael Doyle, can arrange visits outside those hours.", HOSPITAL, False),
    w.faith("en-bi-041", "mixed", "When are quiet hours at Pine Hollow?", "Quiet hours run from 10 p.m. to 7 a.m., and no cars may drive onto the site during that time.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-bi-042", "refusal.plain", "Is there a restaurant at Riverside Zoo?", "I'm sorry, I don't have any information about a restaurant at the zoo.", ZOO, True),
    w.refusal("en-bi-043", "refusal.context", "Can I pay my property tax by credit card?", "The provided information doesn't say whether credit cards are accepted.", TAX, True),
    w.refusal("en-bi-044", "refusal.long", "Does Brightline offer storage?", "Thanks for asking. Unfortunately, the information I have about Brightline Movers doesn't mention storage at all, so I can't tell you whether they offer it. Your best bet would be to contact Brightline directly; they should be able to tell you about any storage options.", MOVING, True),
    w.refusal("en-bi-045", "refusal.hedged", "What time does the pool open on Saturdays?", "I'm not completely sure, but I think it opens at 8 a.m. on weekends.", POOL, False),
    w.refusal("en-bi-046", "refusal.partial", "How much do copies and scans cost at the archive?", "The information doesn't mention scans, but paper copies cost 25 cents per page.", ARCHIVE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-bi-047", "correct.wordy", "Who founded Hollis & Crane?", "Hollis & Crane was founded in Leeds in 1987 by Margaret Hollis, who later took on a partner.", "Margaret Hollis.", True),
    w.correct("en-bi-048", "correct.short", "What are the visiting hours on general wards at St. Brennan's?", "2 to 8 p.m., every day.", "Visitors are welcome on the general wards every day between 2 p.m. and 8 p.m.", True),
    w.correct("en-bi-049", "correct.format", "When is the Lakeshore City Marathon?", "2024-10-13.", "October 13, 2024.", True),
    w.correct("en-bi-050", "wrong.value", "How much is a 10-visit card at Eastgate Pool?", "A 10-visit card costs $65.", "$55.", False),
    w.correct("en-bi-051", "wrong.echo", "Does the VoltMart warranty cover cracked screens?", "Yes, the VoltMart warranty covers cracked screens.", "No, cracked screens are not covered.", False),
    w.correct("en-bi-052", "wrong.role", "Who joined Hollis & Crane as a partner in 1995?", "Margaret Hollis joined as a partner in 1995.", "Daniel Crane.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-bi-053", "relevant.direct", "What should I bring the first time I visit the archive?", "A photo ID. You'll be registered with it on your first visit.", ARCHIVE, True),
    w.relevant("en-bi-054", "relevant.direct", "What does Brightline charge for a crew?", "$140 an hour for two movers and a truck, three hours minimum.", MOVING, True),
    w.relevant("en-bi-055", "relevant.yesno", "Can I have a campfire at Pine Hollow?", "Yes, but only in the metal fire rings provided.", CAMP, True),
    w.relevant("en-bi-056", "offtopic.true", "How much is a child's ticket at Riverside Zoo?", "The sea lion feeding takes place at 2 p.m. in the Coast Pavilion.", ZOO, False),
    w.relevant("en-bi-057", "offtopic.other", "What are the tax office's opening hours?", "The tax office is at 14 Mercer Street and handles property tax and vehicle registration.", TAX, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-bi-058", "diag.pass", "What is the entry fee for the Lakeshore City Marathon?", "The entry fee is $95.", {"marathon-01": MARATHON, "pool-01": POOL}, ("marathon-01",), "pass"),
    w.diag("en-bi-059", "diag.offtopic", "How long is the warranty on VoltMart headphones?", "Repairs under warranty at VoltMart are usually completed within 10 working days.", {"warranty-01": WARRANTY, "moving-01": MOVING}, ("warranty-01",), "fix_generation"),
    w.diag("en-bi-060", "diag.unfaithful", "What time does the Lakeshore City Marathon start?", "The marathon starts at 9 a.m. at Harbor Park.", {"marathon-01": MARATHON, "camp-01": CAMP}, ("marathon-01",), "fix_generation"),
    w.diag("en-bi-061", "diag.refused", "How much is an adult ticket at Riverside Zoo?", "I'm sorry, I couldn't find the adult ticket price.", {"zoo-01": ZOO, "archive-01": ARCHIVE}, ("zoo-01",), "fix_generation"),
    w.diag("en-bi-062", "diag.missed", "How much does a copy cost at the Albany Municipal Archive?", "I'm sorry, I don't know.", {"tax-01": TAX, "bakery-01": BAKERY}, ("archive-01",), "fix_retrieval"),
    w.diag("en-bi-063", "diag.correct_refusal", "Is there parking at the Eastgate Public Pool?", "I'm sorry, the documents don't say anything about parking at the pool.", {"pool-01": POOL, "camp-01": CAMP}, (), "correct_refusal"),
    w.diag("en-bi-064", "diag.should_refuse", "How many parking spaces does St. Brennan's Hospital have?", "St. Brennan's Hospital has 350 parking spaces for visitors.", {"hospital-01": HOSPITAL, "zoo-01": ZOO}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
