"""Fresh set J, English: every phenomenon of the table at least once, on gallery, tax,
boat, care home, print shop, marathon, ice rink, camping, delivery, tennis, licence fee,
market, piano tuner, car inspection and publishing-house documents."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

GALLERY = (
    "The Halvorsen Gallery is open from Wednesday to Sunday, 10:00 to 18:00. "
    "Admission costs €12 for adults, and children under 12 enter free. "
    "Guided tours in English start at 14:00 on Saturdays. "
    "Large bags must be left in the cloakroom."
)
TAX = (
    "Brennan & Moss Tax Advisers charge a flat fee of $180 for a standard individual tax return. "
    "Clients must submit all documents by March 15 to have their return filed before the deadline. "
    "The firm's office on Kellet Street is open Monday to Friday, 8:30 to 17:00. "
    "Initial consultations last 30 minutes and are free of charge."
)
BOATS = (
    "Lakeside Boat Rental hires out rowing boats for £15 per hour and electric boats for £40 per hour. "
    "Each boat carries a maximum of 4 people. "
    "Life jackets are provided free of charge and must be worn by children at all times. "
    "Boats must be returned by 19:00."
)
CARE_HOME = (
    "Visitors to the Elmwood Care Home are welcome every day from 10:00 to 20:00. "
    "Each resident may receive up to three visitors at the same time. "
    "Children under 14 must be accompanied by an adult. "
    "Visits during lunch, from 12:00 to 13:00, are not permitted."
)
PRINT_SHOP = (
    "PrintPoint prints business cards in packs of 250 for $35. "
    "Orders placed before 11:00 are ready the same day. "
    "Large-format posters up to A0 size take two working days. "
    "Files should be sent as PDF with a resolution of at least 300 dpi."
)
MARATHON = (
    "The Greywater Marathon takes place on Sunday, 12 October 2025, and starts at 8:30 at Harbour Square. "
    "Registration closes on 30 September, and the race is limited to 3,500 runners. "
    "The entry fee is €65, and 20% of it goes to the local children's hospital. "
    "The course is 42.195 km long and runners have a time limit of 6 hours."
)
ICE_RINK = (
    "The Northgate Ice Rink is open to the public daily from 9:00 to 21:00, except on Mondays. "
    "Skate rental costs $6 per pair. "
    "Helmets are mandatory for children under 10. "
    "The ice is resurfaced every two hours."
)
CAMPING = (
    "Pinewood Camping Site has 120 pitches, 40 of which have electricity. "
    "A pitch costs €28 per night for two adults. "
    "Quiet hours are from 22:00 to 7:00. "
    "Dogs are allowed but must be kept on a lead."
)
FURNITURE = (
    "Homeline delivers furniture free of charge for orders over $500; smaller orders pay a flat $49 delivery fee. "
    "Deliveries take place Monday to Saturday between 8:00 and 18:00. "
    "Customers receive a two-hour delivery window by text message the day before. "
    "Assembly is available for an extra $60 per item."
)
TENNIS = (
    "The Oakfield Tennis Club has six clay courts and two indoor courts. "
    "The annual membership fee is $420 for adults and $150 for juniors under 18. "
    "Members can book courts up to 7 days in advance. "
    "White clothing is required on the clay courts during tournaments."
)
LICENCE = (
    "The licence fee of the National Broadcasting Service is £169.50 per year for each household. "
    "It can be paid in one annual instalment or in monthly instalments. "
    "The fee raises about £3.8 billion a year. "
    "A licence is needed to watch live TV on any device."
)
MARKET = (
    "The Millbrook Farmers' Market is held every Saturday from 8:00 to 13:00 in the Town Hall car park. "
    "About 45 local producers sell vegetables, cheese, bread and meat. "
    "Only producers from within 50 km of Millbrook may have a stall. "
    "Stall fees are $25 per market day."
)
PIANO = (
    "Anna Kowalski tunes pianos in the Riverton area. "
    "A standard tuning takes about 90 minutes and costs $120. "
    "She recommends tuning a piano twice a year. "
    "Call-outs outside Riverton cost an extra $20."
)
CAR_CHECK = (
    "The Redfield Car Inspection Centre tests cars, vans and motorcycles. "
    "A standard car inspection costs €54 and takes about 45 minutes. "
    "Cars must be inspected every two years once they are four years old. "
    "Appointments can be booked online or by phone."
)
PUBLISHER = (
    "Corvin Press was founded in 1921 by Margaret Ellison in Edinburgh. "
    "In 1968 it merged with Hale & Sons to form Corvin Hale. "
    "The company was acquired by the Dutch group Veldmann in 2004. "
    "Today it publishes about 300 titles a year."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("en-j-001", "para.reorder", "When is the gallery open?", "From 10:00 to 18:00, Wednesday to Sunday, the Halvorsen Gallery is open.", GALLERY, True),
    w.faith("en-j-002", "para.passive", "Who founded Corvin Press?", "Margaret Ellison founded Corvin Press in Edinburgh in 1921.", PUBLISHER, True),
    w.faith("en-j-003", "para.synonym", "How many people fit in one boat?", "A boat can take at most 4 people.", BOATS, True),
    w.faith("en-j-004", "para.nominal", "By when do I need to hand in my documents?", "The submission of all documents by clients must happen by March 15 so that the return is filed before the deadline.", TAX, True),
    w.faith("en-j-005", "para.capital", "Where is the farmers' market held?", "THE MILLBROOK FARMERS' MARKET IS HELD EVERY SATURDAY IN THE TOWN HALL CAR PARK.", MARKET, True),
    w.faith("en-j-006", "para.pronoun", "How often should my piano be tuned according to Anna Kowalski?", "She recommends tuning a piano twice a year.", PIANO, True),
    w.faith("en-j-007", "para.relative", "When is the Greywater Marathon?", "The Greywater Marathon, which starts at 8:30 at Harbour Square, takes place on Sunday, 12 October 2025.", MARATHON, True),
    w.faith("en-j-008", "para.part", "How much does it cost to rent skates?", "Skate rental costs $6 per pair.", ICE_RINK, True),
    w.faith("en-j-009", "para.combine", "What courts does the tennis club have, and how far ahead can I book?", "The Oakfield Tennis Club has six clay courts and two indoor courts, and members can book them up to 7 days in advance.", TENNIS, True),
    w.faith("en-j-010", "fmt.number", "How many pitches does Pinewood have?", "Pinewood Camping Site has one hundred and twenty pitches, forty of which have electricity.", CAMPING, True),
    w.faith("en-j-011", "fmt.thousands", "How many runners can take part in the marathon?", "The race is limited to 3500 runners.", MARATHON, True),
    w.faith("en-j-012", "fmt.scale", "How much money does the licence fee raise?", "The fee raises about £3,800 million a year.", LICENCE, True),
    w.faith("en-j-013", "fmt.date", "What date is the marathon?", "The Greywater Marathon takes place on Sunday, October 12, 2025.", MARATHON, True),
    w.faith("en-j-014", "fmt.time", "When do I have to bring the boat back?", "Boats must be returned by 7 p.m.", BOATS, True),
    w.faith("en-j-015", "fmt.unit", "How long is the marathon course?", "The course is 42,195 metres long.", MARATHON, True),
    w.faith("en-j-016", "fmt.abbrev", "What are the gallery's opening hours?", "The Halvorsen Gallery is open Wed. to Sun., 10:00 to 18:00.", GALLERY, True),
    w.faith("en-j-017", "fmt.currency", "How much does a piano tuning cost?", "A standard tuning costs 120 dollars and takes about 90 minutes.", PIANO, True),
    w.faith("en-j-018", "fmt.range", "When does Homeline deliver?", "Deliveries take place Monday to Saturday, 8:00–18:00.", FURNITURE, True),
    w.faith("en-j-019", "fmt.period", "How long does a standard tuning take?", "A standard tuning takes about an hour and a half.", PIANO, True),
    w.faith("en-j-020", "fmt.share", "How much of the entry fee goes to charity?", "One fifth of the €65 entry fee goes to the local children's hospital.", MARATHON, True),
    w.faith("en-j-021", "para.except", "When can the public skate at Northgate?", "Apart from Mondays, the Northgate Ice Rink is open to the public every day from 9:00 to 21:00.", ICE_RINK, True),
    w.faith("en-j-022", "wrap.opener", "Can I take my backpack into the gallery?", "Sure! Large bags must be left in the cloakroom.", GALLERY, True),
    w.faith("en-j-023", "wrap.closer", "Is the first consultation free?", "Initial consultations are free of charge and last 30 minutes. I hope this helps!", TAX, True),
    w.faith("en-j-024", "wrap.attribution", "How many people can visit my grandmother at once?", "According to the visiting policy, each resident may receive up to three visitors at the same time.", CARE_HOME, True),
    w.faith("en-j-025", "wrap.hedge", "Can I bring my dog to Pinewood?", "I believe dogs are allowed at Pinewood, but they must be kept on a lead.", CAMPING, True),
    w.faith("en-j-026", "wrap.question", "Does Homeline assemble furniture?", "Assembly is available for an extra $60 per item. Is there anything else you'd like to know about your delivery?", FURNITURE, True),
    # one clear error each
    w.faith("en-j-027", "value.number", "How many people fit in one boat?", "Each boat carries a maximum of 6 people.", BOATS, False),
    w.faith("en-j-028", "value.date", "When does marathon registration close?", "Registration for the Greywater Marathon closes on 15 September.", MARATHON, False),
    w.faith("en-j-029", "value.time", "When do the English tours start?", "Guided tours in English start at 15:00 on Saturdays.", GALLERY, False),
    w.faith("en-j-030", "value.unit", "How long is the marathon course?", "The course is 42.195 miles long.", MARATHON, False),
    w.faith("en-j-031", "value.currency", "How much is the licence fee?", "The licence fee is $169.50 per year for each household.", LICENCE, False),
    w.faith("en-j-032", "role.swap", "What happened to Corvin Press in 2004?", "In 2004, Corvin Press acquired the Dutch group Veldmann.", PUBLISHER, False),
    w.faith("en-j-033", "negation", "Can I visit during lunch?", "Visits during lunch, from 12:00 to 13:00, are permitted.", CARE_HOME, False),
    w.faith("en-j-034", "antonym", "Does my child need a helmet at the rink?", "Helmets are optional for children under 10.", ICE_RINK, False),
    w.faith("en-j-035", "modality", "How often does my car need an inspection?", "Cars may be inspected every two years once they are four years old, but it is not required.", CAR_CHECK, False),
    w.faith("en-j-036", "quantifier", "Do the pitches have electricity?", "All 120 pitches at Pinewood have electricity.", CAMPING, False),
    w.faith("en-j-037", "value.except", "Which day is the ice rink closed to the public?", "The Northgate Ice Rink is open to the public daily from 9:00 to 21:00, except on Tuesdays.", ICE_RINK, False),
    w.faith("en-j-038", "direction", "When must I order to get my cards the same day?", "Orders placed after 11:00 are ready the same day.", PRINT_SHOP, False),
    w.faith("en-j-039", "added.fact", "What does a tuning cost?", "A standard tuning costs $120 and includes a free cleaning of the keys.", PIANO, False),
    w.faith("en-j-040", "added.entity", "Who founded Corvin Press?", "Corvin Press was founded in 1921 by Margaret Ellison and her brother Thomas in Edinburgh.", PUBLISHER, False),
    w.faith("en-j-041", "mixed", "When is the market, and what does a stall cost?", "The market is held every Saturday from 8:00 to 13:00, and stall fees are $40 per market day.", MARKET, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-j-042", "refusal.plain", "Does the gallery have a café?", "I don't know.", GALLERY, True),
    w.refusal("en-j-043", "refusal.context", "Can I bring my own boat to the lake?", "The provided documents don't say anything about bringing your own boat.", BOATS, True),
    w.refusal("en-j-044", "refusal.short", "Is there parking at the ice rink?", "No idea, sorry.", ICE_RINK, True),
    w.refusal("en-j-045", "refusal.long", "How much does the official marathon T-shirt cost?", "Thank you for your question. I have gone through the information I have about the Greywater Marathon, including the date, the start time, the registration deadline and the entry fee, but none of it mentions a T-shirt or its price. I'm therefore unable to answer this question. You may want to contact the organisers directly.", MARATHON, True),
    w.refusal("en-j-046", "refusal.hedged", "How much is a pitch for two adults?", "I'm not completely sure I have the latest prices, but the site information says a pitch costs €28 per night for two adults.", CAMPING, False),
    w.refusal("en-j-047", "refusal.partial", "What does a tuning cost, and does she also tune harpsichords?", "A standard tuning costs $120. The information doesn't say whether she tunes harpsichords.", PIANO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-j-048", "correct.wordy", "When was Corvin Press founded?", "Corvin Press has quite a long history: it was founded back in 1921 by Margaret Ellison, in Edinburgh.", "It was founded in 1921.", True),
    w.correct("en-j-049", "correct.short", "How much is the annual adult membership at the Oakfield Tennis Club?", "$420.", "The annual membership fee for adults is $420.", True),
    w.correct("en-j-050", "correct.format", "How long does a standard piano tuning take?", "Roughly one and a half hours.", "About 90 minutes.", True),
    w.correct("en-j-051", "wrong.value", "What time does the Greywater Marathon start?", "The marathon starts at 9:30.", "It starts at 8:30.", False),
    w.correct("en-j-052", "wrong.echo", "How much does skate rental cost at the Northgate Ice Rink?", "You would like to know how much skate rental costs at the Northgate Ice Rink.", "Skate rental costs $6 per pair.", False),
    w.correct("en-j-053", "wrong.role", "Who acquired whom in 2004?", "In 2004, Corvin Press acquired the Dutch group Veldmann.", "The Dutch group Veldmann acquired Corvin Press in 2004.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-j-054", "relevant.direct", "How big is the campsite?", "It has 120 pitches.", CAMPING, True),
    w.relevant("en-j-055", "relevant.direct", "How much does a standard car inspection cost?", "A standard car inspection costs €54.", CAR_CHECK, True),
    w.relevant("en-j-056", "relevant.yesno", "Do I have to wear white on the clay courts during tournaments?", "Yes, white clothing is required there during tournaments.", TENNIS, True),
    w.relevant("en-j-057", "offtopic.true", "When is the farmers' market held?", "Only producers from within 50 km of Millbrook may have a stall.", MARKET, False),
    w.relevant("en-j-058", "offtopic.other", "How much is the licence fee?", "Guided tours of the Halvorsen Gallery in English start at 14:00 on Saturdays.", LICENCE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-j-059", "diag.pass", "How will Homeline tell me when my delivery arrives?", "You receive a two-hour delivery window by text message the day before.", {"furniture-1": FURNITURE, "tennis-1": TENNIS}, ("furniture-1",), "pass"),
    w.diag("en-j-060", "diag.offtopic", "How much is the junior membership at Oakfield?", "Members can book courts up to 7 days in advance.", {"tennis-1": TENNIS, "market-1": MARKET}, ("tennis-1",), "fix_generation"),
    w.diag("en-j-061", "diag.unfaithful", "Which children must wear a helmet at the Northgate Ice Rink?", "Helmets are mandatory for children under 16.", {"ice-1": ICE_RINK}, ("ice-1",), "fix_generation"),
    w.diag("en-j-062", "diag.refused", "What is the stall fee at the Millbrook Farmers' Market?", "I'm sorry, the documents don't mention stall fees.", {"market-1": MARKET, "camping-1": CAMPING}, ("market-1",), "fix_generation"),
    w.diag("en-j-063", "diag.missed", "How often should a piano be tuned?", "I'm sorry, I couldn't find that in the available documents.", {"camping-1": CAMPING, "tax-1": TAX}, ("piano-1",), "fix_retrieval"),
    w.diag("en-j-064", "diag.correct_refusal", "Does Brennan & Moss offer payroll services?", "The documents don't say whether Brennan & Moss offer payroll services.", {"tax-1": TAX}, (), "correct_refusal"),
    w.diag("en-j-065", "diag.should_refuse", "What is the Wi-Fi password at the Halvorsen Gallery?", "The Wi-Fi password is halvorsen2025.", {"gallery-1": GALLERY}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
