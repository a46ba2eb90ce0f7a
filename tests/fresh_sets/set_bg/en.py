"""English cases of set BG: a climbing gym, a hotel spa, a city museum, a recycling centre, a
driving school, a wedding venue, a computer repair shop, a children's summer camp, a
neighbourhood bakery and a regional train line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

GYM = "Granite Peak Climbing Gym opens at 6:30 on weekdays and at 8:00 on Saturdays and Sundays; it closes at 23:00 every night. An adult day pass costs £15, and shoe hire is £3.50. Every new climber must complete a 20-minute safety briefing before using the ropes. Head coach Priya Shah runs the Thursday youth squad, and her assistant is Owen Marsh."
SPA = "The Lakeside Hotel spa is open from 9 am to 8 pm daily. Hotel guests use the pool free of charge, while outside visitors pay £25 for a three-hour session. A 60-minute deep-tissue massage costs £70, and booking at least 24 hours in advance is recommended. Guests under 16 are not allowed in the sauna."
MUSEUM = "The Harbour City Museum is open Tuesday to Sunday from 10:00 to 17:30 and is closed on Mondays. Admission is £9 for adults and free for anyone under 18. The exhibition on the 1907 shipyard strike runs from 3 March to 28 September 2025. Photography without flash is allowed in all galleries except the textile room."
RECYCLING = "Northfield Recycling Centre accepts glass, paper, metal and garden waste from residents free of charge. Mattresses cost £10 each, and no more than 3 bags of rubble are accepted per visit. The centre is open 8:00-18:00 from April to September and 8:00-16:00 from October to March. Vans and trailers need a permit, which must be booked online."
DRIVING = "Crossway Driving School charges £38 for a 60-minute lesson, or £360 for a block of ten lessons. Learners must hold a provisional licence before their first lesson. Instructor Helen Park teaches in manual cars, while instructor Sam Oduya teaches in automatics. A mock test is recommended about two weeks before the practical exam."
WEDDING = "Ashby Barn hosts weddings for up to 120 seated guests. Venue hire is £4,800 on Saturdays and £3,200 from Monday to Thursday. A 25% deposit is due when the date is booked, and the balance is due 8 weeks before the wedding. Music must end at 23:30, and fireworks are not permitted."
REPAIR = "ByteFix repairs laptops, phones and tablets at 14 Mill Street. A diagnostic check costs £20, which is deducted from the repair price if you go ahead. Most screen replacements are finished within 2 working days. Technician Leo Grant handles data recovery, and technician Anya Kowal handles water damage. All repairs carry a 90-day warranty."
CAMP = "Pinewood Summer Camp runs for children aged 8 to 14 from 21 July to 15 August. A week costs £260, and siblings get a 10% discount. Drop-off is between 8:30 and 9:00, and pick-up is at 16:30. Swimming lessons take place in a lake 1.5 km from the main cabin, and every child must bring a signed medical form."
BAKERY = "Rosie's Bakery on Elm Road opens at 7:00 from Tuesday to Saturday and closes at 15:00; it is closed on Sundays and Mondays. A sourdough loaf costs £4.20 and a cinnamon bun £2.50. Celebration cakes must be ordered at least 3 days ahead. Some of the breads contain nuts, but the rye loaf is nut-free."
TRAIN = "The Valley Line runs between Carlton and Brookmere, a distance of 42 km with 6 stops. Trains leave every 30 minutes from 6:00 to 21:00, and the full journey takes 55 minutes. An off-peak single costs £7.40. Bicycles are allowed on all trains except those arriving in Carlton between 7:00 and 9:00."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-bg-001", "para.reorder", "When does the climbing gym close?", "Every night, it is at 23:00 that the gym closes.", GYM, True),
    w.faith("en-bg-002", "para.passive", "Who teaches in automatic cars?", "Lessons in automatic cars are given by instructor Sam Oduya.", DRIVING, True),
    w.faith("en-bg-003", "para.synonym", "Can my 14-year-old use the sauna?", "No, guests younger than 16 are not permitted to use the sauna.", SPA, True),
    w.faith("en-bg-004", "para.nominal", "When do I have to pay the deposit?", "Payment of the 25% deposit is due on booking the date.", WEDDING, True),
    w.faith("en-bg-005", "para.pronoun", "What does Leo Grant do at ByteFix?", "He is the technician who handles data recovery there.", REPAIR, True),
    w.faith("en-bg-006", "para.combine", "When can I visit the museum?", "It is open every day except Monday, from 10:00 to 17:30.", MUSEUM, True),
    w.faith("en-bg-007", "fmt.number", "How many stops are there on the Valley Line?", "The line has six stops.", TRAIN, True),
    w.faith("en-bg-008", "fmt.unit", "How far is the swimming lake from the main cabin?", "The lake is 1,500 metres from the main cabin.", CAMP, True),
    w.faith("en-bg-009", "fmt.time", "What time does the bakery close?", "It closes at 3 pm.", BAKERY, True),
    w.faith("en-bg-010", "fmt.currency", "How much is a single lesson?", "A 60-minute lesson costs 38 pounds.", DRIVING, True),
    w.faith("en-bg-011", "fmt.date", "Until when is the shipyard strike exhibition on?", "It runs until September 28, 2025.", MUSEUM, True),
    w.faith("en-bg-012", "wrap.opener", "Can I drop off garden waste for free?", "Sure! Garden waste from residents is accepted at no charge.", RECYCLING, True),
    w.faith("en-bg-013", "wrap.attribution", "How long does the full journey take?", "According to the Valley Line's information, a full journey takes 55 minutes.", TRAIN, True),
    w.faith("en-bg-014", "value.number", "How many seated guests can the barn hold?", "Ashby Barn seats up to 150 guests.", WEDDING, False),
    w.faith("en-bg-015", "value.date", "When does the summer camp start?", "The camp starts on 21 June.", CAMP, False),
    w.faith("en-bg-016", "value.time", "What time does the gym open on Saturdays?", "On Saturdays the gym opens at 9:00.", GYM, False),
    w.faith("en-bg-017", "value.currency", "How much do outside visitors pay to use the pool?", "Outside visitors pay €25 for a three-hour session.", SPA, False),
    w.faith("en-bg-018", "role.swap", "Who deals with water damage at ByteFix?", "Leo Grant handles water damage, and Anya Kowal handles data recovery.", REPAIR, False),
    w.faith("en-bg-019", "negation", "Is the rye loaf nut-free?", "No, the rye loaf is not nut-free.", BAKERY, False),
    w.faith("en-bg-020", "antonym", "Can I visit the museum on a Monday?", "Yes, the museum is open on Mondays.", MUSEUM, False),
    w.faith("en-bg-021", "modality", "Do I have to do a mock test?", "Yes, a mock test is required about two weeks before the practical exam.", DRIVING, False),
    w.faith("en-bg-022", "quantifier", "Does every new climber need the safety briefing?", "No, only some new climbers have to complete the 20-minute safety briefing.", GYM, False),
    w.faith("en-bg-023", "value.except", "Can I take photos in the museum?", "Photography without flash is allowed in all galleries except the map room.", MUSEUM, False),
    w.faith("en-bg-024", "direction", "Is there an age limit for the sauna?", "Yes, guests over 16 are not allowed in the sauna.", SPA, False),
    w.faith("en-bg-025", "added.fact", "How much is a day pass at the gym?", "An adult day pass costs £15 and includes free shoe hire.", GYM, False),
    w.faith("en-bg-026", "added.entity", "What time is pick-up at the camp?", "Pick-up is at 16:30, supervised by camp counsellor Laura Hines.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-bg-027", "refusal.plain", "Does the climbing gym have a café?", "I'm sorry, I don't have that information.", GYM, True),
    w.refusal("en-bg-028", "refusal.context", "Does Ashby Barn provide catering?", "The provided information doesn't say whether Ashby Barn offers catering.", WEDDING, True),
    w.refusal("en-bg-029", "refusal.short", "Is ByteFix open on Sundays?", "I don't know.", REPAIR, True),
    w.refusal("en-bg-030", "refusal.hedged", "How much is an off-peak single on the Valley Line?", "I'm not entirely sure, but I believe it's £7.40.", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-bg-031", "correct.wordy", "How much does it cost to hire Ashby Barn on a Saturday?", "If you are planning a Saturday wedding at Ashby Barn, you should expect the venue hire to come to £4,800, which is the standard Saturday rate.", "£4,800.", True),
    w.correct("en-bg-032", "correct.wordy", "What age range is Pinewood Summer Camp for?", "Pinewood Summer Camp welcomes children who are anywhere from 8 up to 14 years old, since that is the age group the camp is designed for.", "Children aged 8 to 14.", True),
    w.correct("en-bg-033", "correct.format", "How long is the warranty on ByteFix repairs?", "Ninety days.", "90 days.", True),
    w.correct("en-bg-034", "wrong.value", "How long does the full Valley Line journey take?", "The full journey takes 45 minutes.", "55 minutes.", False),
    w.correct("en-bg-035", "wrong.role", "Who teaches in manual cars at Crossway Driving School?", "Sam Oduya teaches in manual cars.", "Instructor Helen Park.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-bg-036", "relevant.direct", "How far ahead do I need to order a celebration cake?", "At least three days beforehand.", BAKERY, True),
    w.relevant("en-bg-037", "relevant.direct", "What's the price of a massage at the spa?", "£70 for 60 minutes.", SPA, True),
    w.relevant("en-bg-038", "relevant.yesno", "Can I bring a trailer to the recycling centre?", "Yes, with a permit booked online.", RECYCLING, True),
    w.relevant("en-bg-039", "offtopic.true", "On which day is the museum closed?", "Admission is free for anyone under 18.", MUSEUM, False),
    w.relevant("en-bg-040", "offtopic.other", "From what time can I drop my child off at the camp?", "Cold cucumber soup with mint is a lovely dish for a hot summer evening.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-bg-041", "diag.pass", "How much is a cinnamon bun at Rosie's?", "A cinnamon bun costs £2.50.", {"bakery-01": BAKERY, "train-01": TRAIN}, ("bakery-01",), "pass"),
    w.diag("en-bg-042", "diag.offtopic", "What time does the climbing gym close?", "Shoe hire at the gym costs £3.50.", {"gym-01": GYM, "spa-01": SPA}, ("gym-01",), "fix_generation"),
    w.diag("en-bg-043", "diag.unfaithful", "When is the balance for the wedding due?", "The balance is due 4 weeks before the wedding.", {"wedding-01": WEDDING, "repair-01": REPAIR}, ("wedding-01",), "fix_generation"),
    w.diag("en-bg-044", "diag.missed", "How much does it cost to drop off a mattress at the recycling centre?", "Sorry, the information I have doesn't cover mattress charges.", {"museum-01": MUSEUM, "camp-01": CAMP}, ("recycling-01",), "fix_retrieval"),
    w.diag("en-bg-045", "diag.correct_refusal", "Is there Wi-Fi on Valley Line trains?", "I'm sorry, the available information doesn't mention Wi-Fi on the trains.", {"train-01": TRAIN, "driving-01": DRIVING}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
