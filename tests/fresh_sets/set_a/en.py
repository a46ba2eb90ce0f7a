# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set A, English: new everyday RAG scenarios, written from the phenomena only."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BAGGAGE = (
    "Economy passengers on SkyLark Airways may check one bag of up to 23 kg free of charge. Each "
    "additional checked bag costs $60. Cabin bags must not exceed 55 x 40 x 20 cm."
)
PHARMACY = (
    "Greenleaf Pharmacy is open every day except Sunday, from 8 a.m. to 7 p.m. Prescriptions can be "
    "collected at the rear counter."
)
RELEASE = (
    "Version 4.2 of the Tidewater app was released on 14 February 2024. It adds a dark mode and fixes a "
    "crash that occurred when exporting PDFs. Support for Android 9 was dropped in this release."
)
INSURANCE = (
    "The home insurance policy covers water damage caused by burst pipes. Flood damage from rivers or "
    "heavy rain is not covered. The annual deductible is $500."
)
ADMISSIONS = (
    "Applications for the Master's in Data Science close on 31 March 2025. Applicants must hold a "
    "bachelor's degree. A GMAT score is recommended but not required."
)
RECIPE = (
    "Preheat the oven to 180 °C. Mix 250 g of flour with two eggs and 100 ml of milk. Bake the batter "
    "for 35 minutes."
)
BUS = (
    "Bus line 42 runs from the Central Station to the airport every 20 minutes between 5:30 and 23:00. "
    "The journey takes about 45 minutes. A single ticket costs €2.80."
)
LAPTOP = (
    "The Aero 14 laptop weighs 1.2 kg and has a 14-inch display. Its battery lasts up to 18 hours. It "
    "has two USB-C ports."
)
COMPANY = (
    "Marisol Vega and Daniel Okafor founded Brightpath Software in 2006. Okafor served as CEO until "
    "2019, when he was succeeded by Priya Raman. In 2021 Brightpath acquired the analytics start-up "
    "Lumen Data."
)
STAFF = "Brightpath Software employs 3,400 people in 12 countries."
RENTAL = (
    "Drivers must be at least 21 years old to rent a car. Drivers under 25 pay a young-driver fee of $15 "
    "per day. The car must be returned with a full tank."
)
BANK = (
    "The Everyday current account has a monthly fee of $4, which is waived for customers under 26. "
    "Withdrawals at partner ATMs are free; other ATMs charge $2.50 per withdrawal."
)
CLINIC = (
    "Dr. Helen Cho sees patients at the Riverside Clinic on Tuesdays and Thursdays. Appointments must be "
    "cancelled at least 24 hours in advance. New patients should arrive 15 minutes early."
)
FESTIVAL = (
    "Tickets for the Harbour Lights festival go on sale on 1 June at 10:00. A weekend pass costs $120. "
    "Children under 12 enter free with a paying adult."
)
EBIKE = "The Volta e-bike has a range of 90 km and a top speed of 25 km/h. Its battery takes 4 hours to charge fully."
CITY = "The Lakeside metropolitan area has 2.4 million inhabitants."
SURVEY = "In the 2023 commuter survey, 50% of respondents said they travel to work by public transport."

# fmt: off
FAITHFULNESS: list[Case] = [
    # ---------------------------------------------------------------- supported
    w.faith("en-p3-001", "para.reorder", "When was version 4.2 released?",
            "On 14 February 2024, version 4.2 of the Tidewater app was released.", RELEASE, True),
    w.faith("en-p3-002", "para.passive", "Who founded Brightpath Software?",
            "Brightpath Software was founded by Marisol Vega and Daniel Okafor in 2006.", COMPANY, True),
    w.faith("en-p3-003", "para.nominal", "When do applications close?",
            "The application deadline for the Master's in Data Science is 31 March 2025.", ADMISSIONS, True),
    w.faith("en-p3-004", "para.pronoun", "Who is Priya Raman?",
            "She succeeded Daniel Okafor as CEO of Brightpath Software in 2019.", COMPANY, True),
    w.faith("en-p3-005", "para.relative", "When can I see Dr. Cho?",
            "Dr. Helen Cho, who sees patients at the Riverside Clinic, is there on Tuesdays and Thursdays.",
            CLINIC, True),
    w.faith("en-p3-006", "para.combine", "Tell me about bus line 42.",
            "Bus line 42 goes from the Central Station to the airport, a journey of about 45 minutes.", BUS,
            True),
    w.faith("en-p3-007", "para.part", "How much is a single ticket on line 42?",
            "A single ticket costs €2.80.", BUS, True),
    w.faith("en-p3-008", "para.synonym", "How big is the Aero 14's display?",
            "The Aero 14 has a 14-inch screen.", LAPTOP, True),
    w.faith("en-p3-009", "fmt.number", "How many USB-C ports does the Aero 14 have?",
            "The Aero 14 has 2 USB-C ports.", LAPTOP, True),
    w.faith("en-p3-010", "fmt.thousands", "How many people work at Brightpath?",
            "Brightpath Software employs 3400 people.", STAFF, True),
    w.faith("en-p3-011", "fmt.scale", "How many people live in the Lakeside area?",
            "The Lakeside metropolitan area has 2,400,000 inhabitants.", CITY, True),
    w.faith("en-p3-012", "fmt.scale", "How much does the Aero 14 weigh?",
            "The Aero 14 weighs 1,200 grams.", LAPTOP, True),
    w.faith("en-p3-013", "fmt.date", "When was version 4.2 released?",
            "Version 4.2 was released on 2024-02-14.", RELEASE, True),
    w.faith("en-p3-014", "fmt.time", "When does line 42 run?",
            "Line 42 runs every 20 minutes from 5:30 a.m. until 11 p.m.", BUS, True),
    w.faith("en-p3-015", "fmt.unit", "What temperature should the oven be?",
            "Preheat the oven to 180 degrees Celsius.", RECIPE, True),
    w.faith("en-p3-016", "fmt.period", "How long does the Volta's battery take to charge?",
            "A full charge of the Volta's battery takes 240 minutes.", EBIKE, True),
    w.faith("en-p3-017", "fmt.abbrev", "Who sees patients at the Riverside Clinic?",
            "Doctor Helen Cho sees patients there on Tuesdays and Thursdays.", CLINIC, True),
    w.faith("en-p3-018", "fmt.currency", "What do other ATMs charge?",
            "Other ATMs charge two dollars and fifty cents per withdrawal.", BANK, True),
    w.faith("en-p3-019", "fmt.range", "How old do I have to be to rent a car?",
            "The minimum age to rent a car is 21.", RENTAL, True),
    w.faith("en-p3-020", "fmt.share", "How do commuters travel to work?",
            "In the 2023 commuter survey, half of the respondents said they travel to work by public transport.",
            SURVEY, True),
    w.faith("en-p3-021", "para.except", "Is Greenleaf Pharmacy open on Sundays?",
            "No, Greenleaf Pharmacy is closed on Sundays.", PHARMACY, True),
    w.faith("en-p3-022", "wrap.opener", "Can I check a bag for free?",
            "Sure! Economy passengers can check one bag of up to 23 kg for free.", BAGGAGE, True),
    w.faith("en-p3-023", "wrap.closer", "What is the deductible on the home insurance?",
            "The annual deductible is $500. Let me know if you need anything else.", INSURANCE, True),
    w.faith("en-p3-024", "wrap.attribution", "Is flood damage covered?",
            "According to the policy, flood damage from rivers or heavy rain is not covered.", INSURANCE,
            True),
    w.faith("en-p3-025", "wrap.hedge", "How often does line 42 run?",
            "I believe line 42 runs every 20 minutes.", BUS, True),
    w.faith("en-p3-026", "wrap.question", "What is the deductible on the home insurance?",
            "The annual deductible is $500. Would you like to know what the policy covers as well?",
            INSURANCE, True),
    # ---------------------------------------------------------------- not supported
    w.faith("en-p3-027", "value.number", "How many bags can I check for free?",
            "Economy passengers may check two bags of up to 23 kg free of charge.", BAGGAGE, False),
    w.faith("en-p3-028", "value.date", "When do applications close?",
            "Applications for the Master's in Data Science close on 31 May 2025.", ADMISSIONS, False),
    w.faith("en-p3-029", "value.time", "When do festival tickets go on sale?",
            "Tickets for the Harbour Lights festival go on sale on 1 June at 10 p.m.", FESTIVAL, False),
    w.faith("en-p3-030", "value.currency", "How much is a single ticket on line 42?",
            "A single ticket costs €3.80.", BUS, False),
    w.faith("en-p3-031", "role.swap", "Who was CEO of Brightpath after 2019?",
            "In 2019 Priya Raman was succeeded as CEO by Daniel Okafor.", COMPANY, False),
    w.faith("en-p3-032", "negation", "Is flood damage covered?",
            "Yes, flood damage from heavy rain is covered by the policy.", INSURANCE, False),
    w.faith("en-p3-033", "antonym", "What changed for Android 9?",
            "Support for Android 9 was added in version 4.2.", RELEASE, False),
    w.faith("en-p3-034", "modality", "Do I need a GMAT score?",
            "Yes, a GMAT score is required for the Master's in Data Science.", ADMISSIONS, False),
    w.faith("en-p3-035", "quantifier", "Who pays the young-driver fee?",
            "All drivers pay a young-driver fee of $15 per day.", RENTAL, False),
    w.faith("en-p3-036", "direction", "Who gets in free at the festival?",
            "Children over 12 enter free with a paying adult.", FESTIVAL, False),
    w.faith("en-p3-037", "value.except", "Which day is Greenleaf Pharmacy closed?",
            "Greenleaf Pharmacy is closed on Saturdays.", PHARMACY, False),
    w.faith("en-p3-038", "added.fact", "How much does the Aero 14 weigh?",
            "The Aero 14 weighs 1.2 kg and comes with a two-year warranty.", LAPTOP, False),
    w.faith("en-p3-039", "added.entity", "Who founded Brightpath Software?",
            "Brightpath Software was founded in 2006 by Marisol Vega, Daniel Okafor and Tom Reyes.", COMPANY,
            False),
    w.faith("en-p3-040", "mixed", "How do I bake the batter?",
            "Preheat the oven to 180 °C and bake the batter for 50 minutes.", RECIPE, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("en-p3-041", "refusal.plain", "Does the Aero 14 have an HDMI port?",
              "I'm sorry, I couldn't find that in the documents.", LAPTOP, True),
    w.refusal("en-p3-042", "refusal.context", "Is there a fee for bringing a pet in a rental car?",
              "The context doesn't mention it.", RENTAL, True),
    w.refusal("en-p3-043", "refusal.short", "What is the Riverside Clinic's phone number?", "No idea.",
              CLINIC, True),
    w.refusal("en-p3-044", "refusal.long", "Does the home insurance cover theft?",
              "Thanks for your question. Unfortunately, the policy excerpt I have only talks about water "
              "damage, floods and the deductible, so I can't tell you whether theft is covered. Please check "
              "the full policy document or contact your insurer.", INSURANCE, True),
    w.refusal("en-p3-045", "refusal.hedged", "What time does Greenleaf Pharmacy open?",
              "I'm not completely sure, but it seems to open at 8 a.m.", PHARMACY, False),
    w.refusal("en-p3-046", "refusal.partial", "How much are day tickets and weekend passes for the festival?",
              "The documents only give the weekend pass price, which is $120; they don't mention day tickets.",
              FESTIVAL, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("en-p3-047", "correct.wordy", "Who succeeded Daniel Okafor as CEO?",
              "Daniel Okafor was succeeded as CEO of Brightpath Software by Priya Raman in 2019.",
              "Priya Raman.", True),
    w.correct("en-p3-048", "correct.short", "When do applications for the Master's in Data Science close?",
              "31 March 2025.", "Applications for the Master's in Data Science close on 31 March 2025.", True),
    w.correct("en-p3-049", "correct.format", "When do festival tickets go on sale?", "June 1st at 10 a.m.",
              "On 1 June at 10:00.", True),
    w.correct("en-p3-050", "wrong.value", "How much is the annual deductible?",
              "The annual deductible is $1,000.", "$500.", False),
    w.correct("en-p3-051", "wrong.echo", "Which company did Brightpath acquire in 2021?",
              "In 2021, Brightpath acquired a company.", "Lumen Data.", False),
    w.correct("en-p3-052", "wrong.role", "Who acquired Lumen Data?", "Lumen Data acquired Brightpath Software.",
              "Brightpath Software acquired Lumen Data.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("en-p3-053", "relevant.direct", "When is Greenleaf Pharmacy closed?", "On Sundays.",
               PHARMACY, True),
    w.relevant("en-p3-054", "relevant.yesno", "Is a GMAT score mandatory?",
               "No, it's recommended but not required.", ADMISSIONS, True),
    w.relevant("en-p3-055", "offtopic.true", "How long does the bus ride to the airport take?",
               "A single ticket costs €2.80.", BUS, False),
    w.relevant("en-p3-056", "offtopic.other", "How much is a weekend pass for the festival?",
               "The festival takes place on the waterfront next to the old harbour.", FESTIVAL, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("en-p3-057", "diag.pass", "How much does an extra checked bag cost?",
           "Each additional checked bag costs $60.", {"b1": BAGGAGE, "r1": RENTAL}, ("b1",), "pass"),
    w.diag("en-p3-058", "diag.offtopic", "When does bus line 42 run?", "A single ticket costs €2.80.",
           {"t1": BUS}, ("t1",), "fix_generation"),
    w.diag("en-p3-059", "diag.unfaithful", "What is the annual deductible on the home insurance?",
           "The annual deductible is $250.", {"i1": INSURANCE}, ("i1",), "fix_generation"),
    w.diag("en-p3-060", "diag.refused", "What is the minimum age to rent a car?",
           "I'm sorry, the documents don't say.", {"c1": RENTAL}, ("c1",), "fix_generation"),
    w.diag("en-p3-061", "diag.missed", "How long does the Volta e-bike battery take to charge?",
           "I don't know.", {"l1": LAPTOP}, ("e1",), "fix_retrieval"),
    w.diag("en-p3-062", "diag.correct_refusal", "Does Greenleaf Pharmacy offer flu vaccinations?",
           "The documents don't say whether the pharmacy offers flu vaccinations.", {"p1": PHARMACY}, (),
           "correct_refusal"),
    w.diag("en-p3-063", "diag.should_refuse", "Does Greenleaf Pharmacy offer flu vaccinations?",
           "Yes, Greenleaf Pharmacy offers walk-in flu vaccinations.", {"p1": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
