"""English cases of fresh set bo. Scenarios: Linden Street Pharmacy in Harwick, the
Greyvale Coaches bus company, the Saltbox Cooking School, the Eastgate public sauna, the
insurance broker Carraway & Hale, Oakhurst Furniture's delivery service, the Northbridge
Conservatory of Music, Pinecrest ski resort, Pressto Dry Cleaners and the Redmoor
Botanical Garden."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PHARMACY = (
    "Linden Street Pharmacy in Harwick is open Monday to Friday from 8:00 to 19:00 and on Saturdays from 9:00 to 13:00; it is closed on Sundays. "
    "The pharmacist in charge is Dr. Helen Ortiz, and her deputy is Samuel Price. "
    "Prescriptions handed in before 12:00 are usually ready for collection the same afternoon. "
    "A flu vaccination costs £14 and is free for customers aged 65 or over. "
    "Customers may buy at most two packs of paracetamol per visit."
)

BUS = (
    "Greyvale Coaches runs twelve routes between the town of Greyvale and the surrounding villages. "
    "A single ticket costs £2.40, and a day pass costs £6.50. "
    "Children under 5 travel free, and holders of a senior card pay half the adult fare. "
    "On weekdays route 7 leaves the central station for Millbrook every 20 minutes, while on Sundays it runs only once an hour. "
    "The last bus from Millbrook back to the central station departs at 23:15."
)

COOKING = (
    "The Saltbox Cooking School offers a six-week bread course on Tuesday evenings from 18:30 to 21:30. "
    "The course is taught by head baker Marta Quinn, who is assisted by pastry chef Leo Brandt. "
    "Each group has at least 6 and at most 10 participants. "
    "The fee of £320 includes all ingredients and an apron, but participants must bring their own knives. "
    "Bookings cancelled at least 14 days before the first class are refunded in full."
)

SAUNA = (
    "The Eastgate public sauna is open every day except Monday from 10:00 to 22:00. "
    "A three-hour ticket costs £16, and a towel can be rented for £3. "
    "The main Finnish sauna is heated to 90 °C, and the steam room is kept at 45 °C. "
    "Tuesdays are reserved for women. "
    "Children under 12 are admitted only on Sunday mornings and must be accompanied by an adult."
)

INSURANCE = (
    "Carraway & Hale is an independent insurance broker founded in 2004, with its only office in Edinburgh. "
    "Its four advisers compare home, car and travel policies from 18 insurers. "
    "The first consultation is free of charge, because the broker is paid a commission by the insurer. "
    "Clients must book an appointment at least two working days in advance. "
    "Help with claims is included for the whole term of any policy arranged through the firm."
)

DELIVERY = (
    "Oakhurst Furniture delivers free of charge within 40 km of its warehouse on orders over £1,000; smaller orders pay a flat fee of £45. "
    "Deliveries arrive in one of two time slots, 8:00 to 12:00 or 13:00 to 17:00, from Monday to Saturday. "
    "Every delivery is carried out by a team of two, and customers receive a text message the evening before. "
    "Assembly costs an extra 10% of the order value. "
    "The team can also take away one old item of furniture for £25."
)

CONSERVATORY = (
    "The Northbridge Conservatory of Music was founded on 3 October 1891 and today has about 540 students. "
    "Its director is the cellist Anna Weller, and the head of the piano department is Tomas Reyes. "
    "Entrance auditions take place in the second week of March, and applications close on 15 January. "
    "Tuition is £4,200 per year, and a merit scholarship covers half of it for up to 30 students. "
    "The main concert hall, opened in 1962, seats 720 people."
)

SKI = (
    "Pinecrest ski resort lies at an altitude of 1,850 metres and has 65 km of marked slopes served by 14 lifts. "
    "The season normally runs from 1 December to 15 April. "
    "Lifts operate from 8:30 to 16:30, and the last ascent on the summit gondola is at 15:45. "
    "An adult day pass costs £48, and children under 8 ski free when accompanied by a paying adult. "
    "Night skiing on the Birch run is offered on Fridays only, from 18:00 to 21:00."
)

DRYCLEAN = (
    "Pressto Dry Cleaners on Market Lane cleans a shirt for £3.50 and a two-piece suit for £18. "
    "Standard orders are ready after 48 hours. "
    "Items handed in before 9:00 can be cleaned the same day for a surcharge of £5, except wedding dresses, which always take a week. "
    "Leather and suede are not cleaned on site but sent to a partner workshop. "
    "Garments not collected within 90 days are donated to charity."
)

GARDEN = (
    "The Redmoor Botanical Garden covers 24 hectares and holds about 6,000 plant species. "
    "From April to October it is open from 9:00 to 18:00, and from November to March from 9:00 to 16:00. "
    "Admission costs £9 for adults, while children under 16 enter free. "
    "The tropical glasshouse, built in 1903, is kept at a steady 26 °C. "
    "Dogs are not allowed, with the exception of assistance dogs."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-bo-001", "para.reorder", "Who runs Linden Street Pharmacy?", "Samuel Price is the deputy, and the pharmacist in charge is Dr. Helen Ortiz.", PHARMACY, True),
    w.faith("en-bo-002", "para.passive", "What do Carraway & Hale's advisers do?", "Home, car and travel policies from 18 insurers are compared by the firm's four advisers.", INSURANCE, True),
    w.faith("en-bo-003", "para.synonym", "How long is the season at Pinecrest?", "The season usually lasts from 1 December until 15 April.", SKI, True),
    w.faith("en-bo-004", "para.nominal", "Can I get my money back if I cancel the bread course?", "Yes: a full refund is given for any cancellation made at least 14 days before the first class.", COOKING, True),
    w.faith("en-bo-005", "para.capital", "Where is Carraway & Hale's office?", "Its only office is in the Scottish capital.", INSURANCE, True),
    w.faith("en-bo-006", "para.pronoun", "Who is the director of the Northbridge Conservatory?", "Anna Weller directs it. She is a cellist.", CONSERVATORY, True),
    w.faith("en-bo-007", "para.relative", "How many people does the main concert hall hold?", "The main concert hall, which opened in 1962, has 720 seats.", CONSERVATORY, True),
    w.faith("en-bo-008", "para.part", "What does Pressto charge for cleaning?", "Having a shirt cleaned there costs £3.50.", DRYCLEAN, True),
    w.faith("en-bo-009", "para.combine", "How much is a shirt and when will it be ready?", "A shirt costs £3.50 and a standard order is ready after 48 hours.", DRYCLEAN, True),
    w.faith("en-bo-010", "fmt.number", "How big is Pinecrest?", "Pinecrest has sixty-five kilometres of marked slopes and fourteen lifts.", SKI, True),
    w.faith("en-bo-011", "fmt.thousands", "When is delivery free at Oakhurst?", "Delivery is free within 40 km of the warehouse for orders above £1000.", DELIVERY, True),
    w.faith("en-bo-012", "fmt.scale", "How large is the Redmoor Botanical Garden?", "The garden covers 240,000 square metres.", GARDEN, True),
    w.faith("en-bo-013", "fmt.date", "When was the Northbridge Conservatory founded?", "It was founded on October 3, 1891.", CONSERVATORY, True),
    w.faith("en-bo-014", "fmt.time", "What are the pharmacy's weekday hours?", "From Monday to Friday it is open from 8 a.m. to 7 p.m.", PHARMACY, True),
    w.faith("en-bo-015", "fmt.unit", "How hot is the Finnish sauna at Eastgate?", "It is heated to 90 degrees Celsius.", SAUNA, True),
    w.faith("en-bo-016", "fmt.abbrev", "On which days does Oakhurst deliver, and will I be told in advance?", "Deliveries are made Mon–Sat, and you get an SMS the evening before.", DELIVERY, True),
    w.faith("en-bo-017", "fmt.currency", "What do bus tickets cost at Greyvale Coaches?", "A single ticket is GBP 2.40 and a day pass is GBP 6.50.", BUS, True),
    w.faith("en-bo-018", "fmt.range", "How big are the bread course groups?", "Groups have between six and ten participants.", COOKING, True),
    w.faith("en-bo-019", "fmt.period", "How long does a standard order take at Pressto?", "A standard order takes two days.", DRYCLEAN, True),
    w.faith("en-bo-020", "fmt.share", "Do seniors get a discount on Greyvale buses?", "Yes, senior card holders pay 50% of the adult fare.", BUS, True),
    w.faith("en-bo-021", "para.except", "When is the Eastgate sauna open?", "It is closed on Mondays; on all other days it opens from 10:00 to 22:00.", SAUNA, True),
    w.faith("en-bo-022", "wrap.opener", "Does Pressto clean leather jackets itself?", "Happy to help! Leather and suede are not cleaned on site; they go to a partner workshop.", DRYCLEAN, True),
    w.faith("en-bo-023", "wrap.closer", "How much is admission to the Redmoor Botanical Garden?", "Adults pay £9, and children under 16 get in free. Enjoy your visit!", GARDEN, True),
    w.faith("en-bo-024", "wrap.attribution", "When is the application deadline at the conservatory?", "According to the document, applications close on 15 January.", CONSERVATORY, True),
    w.faith("en-bo-025", "wrap.hedge", "What does an adult day pass cost at Pinecrest?", "I think an adult day pass costs £48.", SKI, True),
    w.faith("en-bo-026", "wrap.question", "How warm is the tropical glasshouse?", "The tropical glasshouse is kept at 26 °C. Would you like to know when it was built?", GARDEN, True),
    w.faith("en-bo-027", "value.number", "How far from the warehouse does free delivery apply?", "Free delivery covers up to 60 km from the warehouse on orders over £1,000.", DELIVERY, False),
    w.faith("en-bo-028", "value.date", "When do applications close at the conservatory?", "Applications close on 15 February.", CONSERVATORY, False),
    w.faith("en-bo-029", "value.time", "When is the pharmacy open on Saturdays?", "On Saturdays it is open from 9:00 to 14:00.", PHARMACY, False),
    w.faith("en-bo-030", "value.unit", "How warm is the steam room at Eastgate?", "The steam room is kept at 45 °F.", SAUNA, False),
    w.faith("en-bo-031", "value.currency", "How much is a day pass on Greyvale Coaches?", "A day pass costs £7.50.", BUS, False),
    w.faith("en-bo-032", "role.swap", "Who teaches the bread course?", "The course is taught by head baker Leo Brandt, who is assisted by pastry chef Marta Quinn.", COOKING, False),
    w.faith("en-bo-033", "negation", "Are leather jackets cleaned at Pressto's shop?", "Yes, leather and suede are cleaned on site.", DRYCLEAN, False),
    w.faith("en-bo-034", "antonym", "What time is the gondola's last ascent?", "The first ascent on the summit gondola is at 15:45.", SKI, False),
    w.faith("en-bo-035", "modality", "Do I need an appointment with Carraway & Hale?", "You may book an appointment in advance, but you do not have to.", INSURANCE, False),
    w.faith("en-bo-036", "quantifier", "Do children pay on Greyvale buses?", "No, all children travel free on Greyvale Coaches.", BUS, False),
    w.faith("en-bo-037", "value.except", "Can I bring my dog to the Redmoor Botanical Garden?", "Yes, dogs are welcome; only assistance dogs are not allowed.", GARDEN, False),
    w.faith("en-bo-038", "direction", "When does the last bus of the day leave?", "The last bus from the central station to Millbrook departs at 23:15.", BUS, False),
    w.faith("en-bo-039", "added.fact", "Tell me about Carraway & Hale.", "Carraway & Hale is an independent broker founded in 2004, and it has won several national awards for customer service.", INSURANCE, False),
    w.faith("en-bo-040", "added.entity", "Who teaches the bread course at Saltbox?", "Head baker Marta Quinn teaches it, assisted by pastry chef Leo Brandt and the sommelier Paul Eriksen.", COOKING, False),
    w.faith("en-bo-041", "mixed", "What does assembly cost at Oakhurst?", "Assembly costs an extra 10% of the order value, and the team always finishes it within an hour.", DELIVERY, False),
]

REFUSAL = [
    w.refusal("en-bo-042", "refusal.plain", "Does Linden Street Pharmacy sell homeopathic remedies?", "I don't know.", PHARMACY, True),
    w.refusal("en-bo-043", "refusal.context", "How much commission does Carraway & Hale receive from insurers?", "The provided context does not state how much commission the broker receives.", INSURANCE, True),
    w.refusal("en-bo-044", "refusal.short", "Does Pressto offer home pickup?", "Not mentioned.", DRYCLEAN, True),
    w.refusal("en-bo-045", "refusal.long", "Who founded the Redmoor Botanical Garden?", "Thank you for your question. I have gone through the information about the Redmoor Botanical Garden carefully, but it only covers the garden's size, its opening hours, admission prices, the tropical glasshouse and the rule on dogs. The founder is not mentioned anywhere, so I'm afraid I can't tell you who it was. The visitor desk at the garden would be the best place to ask.", GARDEN, True),
    w.refusal("en-bo-046", "refusal.hedged", "When do the lifts close at Pinecrest?", "I can't be completely certain, but it looks like the lifts stop running at 16:30.", SKI, False),
    w.refusal("en-bo-047", "refusal.partial", "What does tuition cost, and does the conservatory offer student housing?", "Tuition is £4,200 per year. Whether there is student housing isn't covered by the information I have, so I can't answer that part.", CONSERVATORY, False),
]

CORRECTNESS = [
    w.correct("en-bo-048", "correct.wordy", "How many insurers does Carraway & Hale compare?", "When you go to Carraway & Hale, their advisers look at home, car and travel policies from eighteen different insurance companies, so you get a comparison across 18 insurers in total.", "Carraway & Hale compares policies from 18 insurers.", True),
    w.correct("en-bo-049", "correct.short", "How much does it cost to clean a two-piece suit at Pressto?", "£18.", "Cleaning a two-piece suit at Pressto costs £18.", True),
    w.correct("en-bo-050", "correct.format", "When does the last bus leave Millbrook?", "At a quarter past eleven at night.", "The last bus from Millbrook departs at 23:15.", True),
    w.correct("en-bo-051", "wrong.value", "How many seats does the main concert hall have?", "The main concert hall seats 270 people.", "The main concert hall seats 720 people.", False),
    w.correct("en-bo-052", "wrong.echo", "What is the maximum number of paracetamol packs a customer may buy per visit?", "The maximum number of paracetamol packs a customer may buy per visit is five.", "Two packs.", False),
    w.correct("en-bo-053", "wrong.role", "Who is the head baker, and who assists?", "Leo Brandt is the head baker, and the pastry chef Marta Quinn assists him.", "Marta Quinn is the head baker, and she is assisted by the pastry chef Leo Brandt.", False),
]

RELEVANCY = [
    w.relevant("en-bo-054", "relevant.direct", "How many lifts does Pinecrest have?", "Pinecrest has 14 lifts.", SKI, True),
    w.relevant("en-bo-055", "relevant.yesno", "Can men use the Eastgate sauna on Tuesdays?", "No, Tuesdays are reserved for women.", SAUNA, True),
    w.relevant("en-bo-056", "offtopic.true", "How much does assembly cost at Oakhurst?", "Every delivery is carried out by a team of two.", DELIVERY, False),
    w.relevant("en-bo-057", "offtopic.other", "When do entrance auditions take place at the conservatory?", "The conservatory's director is the cellist Anna Weller.", CONSERVATORY, False),
]

DIAGNOSIS = [
    w.diag("en-bo-058", "diag.pass", "What time does Linden Street Pharmacy open on weekdays?", "It opens at 8:00 from Monday to Friday.", {"pharmacy": PHARMACY, "bus": BUS}, ("pharmacy",), "pass"),
    w.diag("en-bo-059", "diag.offtopic", "How much does it cost to rent a towel at the Eastgate sauna?", "The main Finnish sauna is heated to 90 °C.", {"sauna": SAUNA, "garden": GARDEN}, ("sauna",), "fix_generation"),
    w.diag("en-bo-060", "diag.unfaithful", "How much does Pressto charge to clean a shirt?", "Pressto charges £5.50 to clean a shirt.", {"dryclean": DRYCLEAN, "delivery": DELIVERY}, ("dryclean",), "fix_generation"),
    w.diag("en-bo-061", "diag.refused", "How many plant species does the Redmoor Botanical Garden hold?", "I'm sorry, the documents don't say how many species the garden holds.", {"garden": GARDEN, "ski": SKI}, ("garden",), "fix_generation"),
    w.diag("en-bo-062", "diag.missed", "How much is a flu vaccination at Linden Street Pharmacy?", "I'm sorry, but the documents I have don't mention the price of a flu vaccination.", {"insurance": INSURANCE, "sauna": SAUNA}, ("pharmacy",), "fix_retrieval"),
    w.diag("en-bo-063", "diag.correct_refusal", "Does Oakhurst Furniture sell garden furniture?", "The documents don't say whether Oakhurst sells garden furniture.", {"delivery": DELIVERY, "cooking": COOKING}, (), "correct_refusal"),
    w.diag("en-bo-064", "diag.should_refuse", "How much does parking cost at Pinecrest ski resort?", "Parking at Pinecrest costs £10 per day.", {"ski": SKI, "bus": BUS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
