"""Fresh set B, English: new everyday domains and wording."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

POOL = (
    "The Riverside swimming pool is open every day except Tuesday, from 7:00 to 21:00. Swimming caps are "
    "required in the main pool. Children under 8 must be accompanied by an adult in the water. A single "
    "swim costs $6.50."
)
VET = (
    "Dr. Helen Okafor opened the Maple Street Veterinary Clinic in 2006. In 2019 she handed the practice "
    "over to her former intern, Dr. Samuel Reyes. The clinic treats cats, dogs and rabbits, and "
    "vaccinations cost $45 per animal."
)
FERRY = (
    "The ferry to Lindholm Island leaves the harbour at 6:45, 12:30 and 18:15. The crossing takes 40 "
    "minutes. Bicycles may be taken on board for an extra $4."
)
COWORK = (
    "The Hive coworking space has 85 desks across three floors. A monthly membership costs $240 and "
    "includes 10 hours of meeting-room use. Members can enter the building 24 hours a day with their key "
    "card."
)
PHONE = (
    "The Basic plan includes 20 GB of mobile data per month for $25. Unused data is not carried over to "
    "the next month. Calls to EU numbers are included."
)
PARKING = (
    "The Central parking garage has 1,450 spaces on five levels. Parking costs $3 per hour, up to a "
    "maximum of $18 per day. The height limit is 2.1 metres."
)
PAYING = (
    "At the Central parking garage you can pay at the machines on each level or with the city parking app."
)
HOSPITAL = (
    "Visiting hours on the general wards are from 2 p.m. to 8 p.m. Each patient may have at most two "
    "visitors at a time. Flowers are not allowed in the intensive care unit."
)
QUILLBYTE = (
    "Marta Lindqvist and Tomás Ibarra founded the software firm Quillbyte in 2011. Lindqvist served as "
    "chief executive until 2020, when Ibarra succeeded her as CEO."
)
PRINTER = (
    "The LX-200 printer prints up to 30 pages per minute in black and white. Its paper tray holds 250 "
    "sheets. The printer weighs 7.5 kg."
)
COFFEE = (
    "Descale the coffee machine every 3 months. Use only filtered water in the tank. The water tank holds "
    "1.8 litres."
)
SKI = (
    "Ski school lessons for beginners start on 14 December 2024. Helmets are mandatory for all students "
    "under 16. Group lessons last two hours."
)
DENTIST = (
    "The dental practice is open Monday to Thursday from 8:00 to 17:00. A routine check-up costs $80. "
    "Appointments can be cancelled free of charge up to 24 hours in advance."
)
ZOO = (
    "The city zoo is home to about 2,300 animals of 400 species. The elephant house reopened in March 2022 "
    "after a renovation."
)
HIKE = (
    "The Ridge Trail is 12 km long and climbs 650 metres. Dogs are allowed on the trail if kept on a leash. "
    "The trail is closed from November to March."
)
PASSPORT = (
    "An adult passport is valid for ten years. Standard processing takes up to six weeks. The fee for an "
    "adult passport is $130."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-p4-001", "para.reorder", "When is the Riverside pool open?",
            "From 7:00 to 21:00, every day except Tuesday, the Riverside swimming pool is open.", POOL, True),
    w.faith("en-p4-002", "para.passive", "Who opened the Maple Street Veterinary Clinic?",
            "The Maple Street Veterinary Clinic was opened in 2006 by Dr. Helen Okafor.", VET, True),
    w.faith("en-p4-003", "para.synonym", "How big is The Hive?",
            "The Hive offers 85 workstations spread over three storeys.", COWORK, True),
    w.faith("en-p4-004", "para.pronoun", "What did Dr. Helen Okafor do in 2019?",
            "She handed the practice over to her former intern, Dr. Samuel Reyes.", VET, True),
    w.faith("en-p4-005", "fmt.thousands", "How many spaces does the Central parking garage have?",
            "The Central parking garage has 1450 spaces.", PARKING, True),
    w.faith("en-p4-006", "fmt.time", "When can I visit patients on the general wards?",
            "Visiting hours on the general wards are from 14:00 to 20:00.", HOSPITAL, True),
    w.faith("en-p4-007", "fmt.date", "When do beginner ski lessons start?",
            "Beginner lessons at the ski school start on 2024-12-14.", SKI, True),
    w.faith("en-p4-008", "fmt.scale", "How much water does the coffee machine's tank hold?",
            "The water tank holds 1,800 millilitres.", COFFEE, True),
    w.faith("en-p4-009", "fmt.currency", "How much is a single swim?",
            "A single swim costs six dollars and fifty cents.", POOL, True),
    w.faith("en-p4-010", "para.except", "Can I swim at the Riverside pool on a Tuesday?",
            "No, the pool is closed on Tuesdays.", POOL, True),
    w.faith("en-p4-011", "wrap.opener", "How long is an adult passport valid?",
            "Happy to help! An adult passport is valid for ten years.", PASSPORT, True),
    w.faith("en-p4-012", "fmt.range", "How long does standard passport processing take?",
            "Standard processing takes a maximum of six weeks.", PASSPORT, True),
    w.faith("en-p4-013", "wrap.closer", "How long is the ferry crossing?",
            "The crossing to Lindholm Island takes 40 minutes. Enjoy your trip!", FERRY, True),
    # ---------------------------------------------------------------- not supported
    w.faith("en-p4-014", "value.number", "How many desks does The Hive have?",
            "The Hive has 58 desks across three floors.", COWORK, False),
    w.faith("en-p4-015", "value.time", "When does the last ferry leave?",
            "The last ferry to Lindholm Island leaves at 8:15 p.m.", FERRY, False),
    w.faith("en-p4-016", "value.date", "When do beginner ski lessons start?",
            "Beginner lessons start on 14 November 2024.", SKI, False),
    w.faith("en-p4-017", "value.unit", "How long is the Ridge Trail?",
            "The Ridge Trail is 12 miles long.", HIKE, False),
    w.faith("en-p4-018", "value.currency", "How much does a routine check-up cost?",
            "A routine check-up costs $60.", DENTIST, False),
    w.faith("en-p4-019", "role.swap", "Who has been Quillbyte's CEO since 2020?",
            "Since 2020, Marta Lindqvist has been CEO, having succeeded Tomás Ibarra.", QUILLBYTE, False),
    w.faith("en-p4-020", "negation", "Does unused data roll over?",
            "Yes, unused data is carried over to the next month.", PHONE, False),
    w.faith("en-p4-021", "antonym", "When can I hike the Ridge Trail?",
            "The Ridge Trail is open from November to March.", HIKE, False),
    w.faith("en-p4-022", "modality", "Do I need a swimming cap?",
            "Swimming caps are optional in the main pool.", POOL, False),
    w.faith("en-p4-023", "direction", "Which children need an adult with them in the water?",
            "Children over 8 must be accompanied by an adult in the water.", POOL, False),
    w.faith("en-p4-024", "added.entity", "Who founded Quillbyte?",
            "Quillbyte was founded in 2011 by Marta Lindqvist, Tomás Ibarra and Jonas Berg.", QUILLBYTE,
            False),
    w.faith("en-p4-025", "quantifier", "Who has to wear a helmet at ski school?",
            "Helmets are mandatory for all students, whatever their age.", SKI, False),
    w.faith("en-p4-026", "mixed", "What are the LX-200's specifications?",
            "The LX-200 prints up to 30 pages per minute, and its paper tray holds 500 sheets.", PRINTER,
            False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("en-p4-027", "refusal.plain", "Does the Maple Street clinic treat birds?",
              "Sorry, I don't know whether the clinic treats birds.", VET, True),
    w.refusal("en-p4-028", "refusal.long", "Is there a sauna at the Riverside pool?",
              "Thanks for asking! Unfortunately, the information I have about the Riverside pool doesn't "
              "mention a sauna, so I can't say whether there is one. It would be best to ask the staff at "
              "the front desk.", POOL, True),
    w.refusal("en-p4-029", "refusal.hedged", "How long does the ferry crossing take?",
              "I'm not entirely certain, but the crossing should take about 40 minutes.", FERRY, False),
    w.refusal("en-p4-030", "refusal.partial", "What does the Basic plan cost, and does it include roaming "
              "in the US?",
              "The documents say nothing about US roaming, but the Basic plan costs $25 a month.", PHONE,
              False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("en-p4-031", "correct.wordy", "Who succeeded Marta Lindqvist as CEO of Quillbyte?",
              "In 2020, her co-founder Tomás Ibarra took over from Marta Lindqvist as chief executive of "
              "Quillbyte.", "Tomás Ibarra.", True),
    w.correct("en-p4-032", "correct.short", "How many pages per minute does the LX-200 print?", "30.",
              "The LX-200 prints up to 30 pages per minute in black and white.", True),
    w.correct("en-p4-033", "correct.format", "What time does the first ferry leave?",
              "At a quarter to seven in the morning.", "6:45 a.m.", True),
    w.correct("en-p4-034", "wrong.value", "How much does a monthly membership at The Hive cost?",
              "A monthly membership at The Hive costs $420.", "$240 a month.", False),
    w.correct("en-p4-035", "wrong.role", "Who opened the Maple Street Veterinary Clinic?",
              "Dr. Samuel Reyes opened the clinic.", "Dr. Helen Okafor opened it in 2006.", False),
    w.correct("en-p4-036", "wrong.echo", "What is the height limit in the Central parking garage?",
              "The height limit in the Central parking garage is 1.8 metres.", "2.1 metres.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("en-p4-037", "relevant.direct", "When are visitors welcome on the general wards?",
               "From 2 p.m. to 8 p.m.", HOSPITAL, True),
    w.relevant("en-p4-038", "relevant.yesno", "Can I bring my dog on the Ridge Trail?",
               "Yes, as long as it's on a leash.", HIKE, True),
    w.relevant("en-p4-039", "offtopic.true", "How long is the Ridge Trail?",
               "Dogs are allowed on the trail if kept on a leash.", HIKE, False),
    w.relevant("en-p4-040", "offtopic.other", "How much does parking cost per hour?",
               "You can pay at the machines on each level or with the city parking app.", PAYING, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("en-p4-041", "diag.pass", "How much do vaccinations cost at the Maple Street clinic?",
           "Vaccinations cost $45 per animal.", {"v1": VET, "p1": PARKING}, ("v1",), "pass"),
    w.diag("en-p4-042", "diag.offtopic", "How much do vaccinations cost at the Maple Street clinic?",
           "The clinic treats cats, dogs and rabbits.", {"v1": VET}, ("v1",), "fix_generation"),
    w.diag("en-p4-043", "diag.unfaithful", "How many visitors may a patient have at a time?",
           "Each patient may have up to four visitors at a time.", {"h1": HOSPITAL}, ("h1",),
           "fix_generation"),
    w.diag("en-p4-044", "diag.refused", "What is the height limit in the Central parking garage?",
           "Sorry, I can't answer that.", {"p1": PARKING}, ("p1",), "fix_generation"),
    w.diag("en-p4-045", "diag.missed", "How long does the ferry crossing take?",
           "I don't have that information.", {"z1": ZOO}, ("f1",), "fix_retrieval"),
    w.diag("en-p4-046", "diag.correct_refusal", "Does the Central parking garage have chargers for electric "
           "cars?", "The information I have doesn't say whether the garage has chargers for electric cars.",
           {"p1": PARKING}, (), "correct_refusal"),
    w.diag("en-p4-047", "diag.should_refuse", "Does the Central parking garage have chargers for electric "
           "cars?", "Yes, there are 40 charging points on level 2.", {"p1": PARKING}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
