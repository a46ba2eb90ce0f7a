"""English cases of set S: a ski school, a pharmacy, a music festival, a car repair shop, a
climbing gym, a parcel locker service, a botanical garden and a language exchange."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SKI = (
    "Alpenglow Ski School runs group lessons for beginners every Saturday and Sunday from 9:30 to 12:00. "
    "A five-day group course costs $340, and private lessons are $95 per hour. "
    "Children must be at least 4 years old to join a group, and helmets are mandatory for all students under 16."
)
PHARMACY = (
    "Hollis Street Pharmacy is open from 8 a.m. to 9 p.m. on weekdays and from 10 a.m. to 4 p.m. on Saturdays; it is closed on Sundays. "
    "Pharmacist Dana Whitfield manages the shop. "
    "Flu shots are given without an appointment to adults over 18, and prescription refills ordered online can be picked up after 24 hours."
)
FESTIVAL = (
    "The Riverbend Music Festival takes place from July 18 to July 20, 2025, at Marlow Park. "
    "A three-day pass costs £150 and a single-day ticket costs £65. "
    "Gates open at 11:00 each day, and the last act on the main stage finishes at 23:30. "
    "Glass bottles are not allowed on the site."
)
GARAGE = (
    "Kessler Auto Repair is run by mechanic Omar Reyes, who trained his apprentice, Lena Park. "
    "A diagnostic check costs a flat $80, which is waived if the customer goes ahead with the repair. "
    "An oil change takes about 45 minutes and costs $59, and all repairs come with a 12-month warranty on parts and labour."
)
CLIMB = (
    "Summit Block Climbing Gym has 1,200 square metres of bouldering walls and 40 top-rope routes. "
    "A monthly membership costs $72, and a day pass is $22. "
    "First-time visitors must complete a 30-minute safety briefing before they climb. "
    "Shoe rental is free for members."
)
PARCEL = (
    "QuickBox parcel lockers hold a delivered parcel for 72 hours before it is returned to the sender. "
    "Each parcel comes with a six-digit pickup code sent by text message. "
    "The lockers at Central Station are available 24 hours a day, while the ones inside Greenway Mall follow the mall's hours, 10:00 to 20:00. "
    "Parcels heavier than 15 kg cannot be delivered to a locker."
)
GARDEN = (
    "The Eastbrook Botanical Garden covers 18 hectares, holds about 4,500 plant species and welcomed 1,300,000 visitors in 2024. "
    "Admission is €12 for adults and free for children under 12. "
    "The tropical glasshouse opened in 1998 and is kept at 26 °C all year. "
    "Guided tours start at 14:00 on Wednesdays and Sundays."
)
EXCHANGE = (
    "The Tuesday Language Exchange meets at Café Lindqvist every Tuesday from 7 to 9 p.m. "
    "The first hour is spent speaking English and the second hour speaking Spanish. "
    "Taking part is free, but everyone is asked to buy at least one drink. "
    "The group was founded in 2019 by Marta Ruiz and now has around 60 regular members."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-s-001", "para.reorder", "When are Alpenglow's beginner group lessons?", "From 9:30 to 12:00 every Saturday and Sunday, Alpenglow Ski School runs its beginner group lessons.", SKI, True),
    w.faith("en-s-002", "para.passive", "Who manages Hollis Street Pharmacy?", "The pharmacy is managed by pharmacist Dana Whitfield.", PHARMACY, True),
    w.faith("en-s-003", "para.passive", "Who started the Tuesday Language Exchange?", "Marta Ruiz founded the group in 2019.", EXCHANGE, True),
    w.faith("en-s-004", "para.synonym", "Do kids need a helmet at the ski school?", "Yes, helmets are compulsory for every student younger than 16.", SKI, True),
    w.faith("en-s-005", "para.synonym", "Do I have to pay for the diagnostic check at Kessler?", "The diagnostic check is a flat $80, but that fee is dropped if you go ahead with the repair.", GARAGE, True),
    w.faith("en-s-006", "para.nominal", "What do first-time visitors at Summit Block have to do?", "Completion of a 30-minute safety briefing is required of first-time visitors before they climb.", CLIMB, True),
    w.faith("en-s-007", "para.nominal", "When was the tropical glasshouse opened?", "The opening of the tropical glasshouse took place in 1998.", GARDEN, True),
    w.faith("en-s-008", "para.capital", "where is the riverbend music festival held?", "the riverbend music festival takes place at marlow park.", FESTIVAL, True),
    w.faith("en-s-009", "para.capital", "Who runs Kessler Auto Repair?", "KESSLER AUTO REPAIR IS RUN BY MECHANIC OMAR REYES.", GARAGE, True),
    w.faith("en-s-010", "para.pronoun", "Who trained Lena Park?", "Omar Reyes trained her; he is the mechanic who runs Kessler Auto Repair.", GARAGE, True),
    w.faith("en-s-011", "para.relative", "How do I get my QuickBox pickup code?", "Each parcel comes with a six-digit pickup code, which is sent by text message.", PARCEL, True),
    w.faith("en-s-012", "para.part", "What does admission to Eastbrook Botanical Garden cost?", "Adults pay €12 to get in.", GARDEN, True),
    w.faith("en-s-013", "para.combine", "How big is Summit Block, and what does a monthly membership cost?", "Summit Block has 1,200 square metres of bouldering walls plus 40 top-rope routes, and a monthly membership there is $72.", CLIMB, True),
    w.faith("en-s-014", "fmt.number", "How many top-rope routes does Summit Block have?", "It has forty top-rope routes.", CLIMB, True),
    w.faith("en-s-015", "fmt.number", "How long is the QuickBox pickup code?", "The pickup code has 6 digits.", PARCEL, True),
    w.faith("en-s-016", "fmt.thousands", "How many plant species does the Eastbrook garden hold?", "It holds about 4500 plant species.", GARDEN, True),
    w.faith("en-s-017", "fmt.scale", "How many people visited the Eastbrook Botanical Garden in 2024?", "The garden welcomed 1.3 million visitors in 2024.", GARDEN, True),
    w.faith("en-s-018", "fmt.date", "When does the Riverbend festival start?", "It starts on 18 July 2025.", FESTIVAL, True),
    w.faith("en-s-019", "fmt.time", "What time do the festival gates open?", "The gates open at 11 a.m. every day.", FESTIVAL, True),
    w.faith("en-s-020", "fmt.time", "When does the last act on the main stage finish?", "It finishes at 11:30 p.m.", FESTIVAL, True),
    w.faith("en-s-021", "fmt.unit", "How much bouldering wall space does Summit Block have?", "It has 1,200 m² of bouldering walls.", CLIMB, True),
    w.faith("en-s-022", "fmt.unit", "How warm is the tropical glasshouse?", "It is kept at 26 degrees Celsius all year round.", GARDEN, True),
    w.faith("en-s-023", "fmt.abbrev", "How long does QuickBox hold a parcel?", "QuickBox holds a delivered parcel for 72 hrs before sending it back to the sender.", PARCEL, True),
    w.faith("en-s-024", "fmt.currency", "How much is a single-day festival ticket?", "A single-day ticket costs 65 pounds.", FESTIVAL, True),
    w.faith("en-s-025", "fmt.range", "What are the pharmacy's Saturday hours?", "On Saturdays it's open 10 a.m.–4 p.m.", PHARMACY, True),
    w.faith("en-s-026", "fmt.range", "When does the Tuesday Language Exchange meet?", "It meets every Tuesday, 7–9 p.m., at Café Lindqvist.", EXCHANGE, True),
    w.faith("en-s-027", "fmt.period", "How long is the warranty on repairs at Kessler?", "Repairs are covered for one year on parts and labour.", GARAGE, True),
    w.faith("en-s-028", "fmt.share", "How is the time split between languages at the Tuesday Language Exchange?", "Half of each session is in English and the other half is in Spanish.", EXCHANGE, True),
    w.faith("en-s-029", "para.except", "Which days is Hollis Street Pharmacy open?", "It is open every day except Sunday.", PHARMACY, True),
    w.faith("en-s-030", "wrap.opener", "Is shoe rental free at Summit Block?", "Great question! Shoe rental is free for members.", CLIMB, True),
    w.faith("en-s-031", "wrap.closer", "Do I need an appointment for a flu shot at Hollis Street Pharmacy?", "No, adults over 18 can get a flu shot without an appointment. Let me know if you need anything else!", PHARMACY, True),
    w.faith("en-s-032", "wrap.attribution", "Can I bring glass bottles to Riverbend?", "According to the festival information, glass bottles are not allowed on the site.", FESTIVAL, True),
    w.faith("en-s-033", "wrap.hedge", "When are the guided tours at Eastbrook?", "It looks like guided tours start at 14:00 on Wednesdays and Sundays.", GARDEN, True),
    w.faith("en-s-034", "wrap.question", "How old do children need to be to join a ski group?", "Wondering about the age limit? Children must be at least 4 years old to join a group.", SKI, True),
    w.faith("en-s-035", "value.number", "How many top-rope routes does Summit Block have?", "Summit Block has 50 top-rope routes.", CLIMB, False),
    w.faith("en-s-036", "value.date", "When is the Riverbend Music Festival?", "It runs from July 18 to July 21, 2025, at Marlow Park.", FESTIVAL, False),
    w.faith("en-s-037", "value.time", "When do guided tours start at Eastbrook?", "Guided tours start at 15:00 on Wednesdays and Sundays.", GARDEN, False),
    w.faith("en-s-038", "value.unit", "How much bouldering wall space does Summit Block have?", "It has 1,200 square feet of bouldering walls.", CLIMB, False),
    w.faith("en-s-039", "value.currency", "How much is a three-day pass to Riverbend?", "A three-day pass costs $150.", FESTIVAL, False),
    w.faith("en-s-040", "role.swap", "Who trained whom at Kessler Auto Repair?", "Lena Park trained her apprentice, Omar Reyes.", GARAGE, False),
    w.faith("en-s-041", "negation", "Is shoe rental free for members?", "No, shoe rental is not free for members.", CLIMB, False),
    w.faith("en-s-042", "antonym", "Are helmets required at Alpenglow Ski School?", "Helmets are optional for students under 16.", SKI, False),
    w.faith("en-s-043", "modality", "Is the safety briefing at Summit Block required?", "First-time visitors can take a 30-minute safety briefing before they climb if they wish.", CLIMB, False),
    w.faith("en-s-044", "quantifier", "When do guided tours run at Eastbrook?", "Guided tours start at 14:00 every day.", GARDEN, False),
    w.faith("en-s-045", "value.except", "Which days is Hollis Street Pharmacy open?", "Hollis Street Pharmacy is open every day of the week, Sundays included.", PHARMACY, False),
    w.faith("en-s-046", "direction", "Which parcels can't go to a QuickBox locker?", "Parcels lighter than 15 kg cannot be delivered to a locker.", PARCEL, False),
    w.faith("en-s-047", "added.fact", "How much is an oil change at Kessler?", "An oil change costs $59 and includes a free car wash.", GARAGE, False),
    w.faith("en-s-048", "added.entity", "Who founded the Tuesday Language Exchange?", "Marta Ruiz founded it in 2019 together with her friend Tomás Ortega.", EXCHANGE, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-s-049", "refusal.plain", "Does Summit Block offer yoga classes?", "I'm sorry, I can't answer that.", CLIMB, True),
    w.refusal("en-s-050", "refusal.context", "Is there parking at Marlow Park for the festival?", "The provided information doesn't say anything about parking at Marlow Park.", FESTIVAL, True),
    w.refusal("en-s-051", "refusal.short", "Does Kessler Auto Repair work on electric cars?", "I don't know.", GARAGE, True),
    w.refusal("en-s-052", "refusal.hedged", "What time do the festival gates open?", "I'm not completely sure, but the gates seem to open at 11:00 each day.", FESTIVAL, False),
    w.refusal("en-s-053", "refusal.partial", "How much is a three-day pass, and is there parking?", "A three-day pass costs £150; the information doesn't mention parking.", FESTIVAL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-s-054", "correct.wordy", "How much does a day pass at Summit Block cost?", "If you only want to climb for a single day at Summit Block Climbing Gym, the day pass is priced at $22.", "A day pass costs $22.", True),
    w.correct("en-s-055", "correct.short", "Who runs Kessler Auto Repair?", "Omar Reyes.", "Kessler Auto Repair is run by the mechanic Omar Reyes.", True),
    w.correct("en-s-056", "correct.format", "When does the Riverbend festival begin?", "18/07/2025.", "It begins on July 18, 2025.", True),
    w.correct("en-s-057", "wrong.value", "How long does QuickBox hold a parcel?", "QuickBox holds a parcel for 48 hours.", "QuickBox holds a parcel for 72 hours.", False),
    w.correct("en-s-058", "wrong.role", "Who trained Lena Park?", "Lena Park trained Omar Reyes.", "Omar Reyes trained Lena Park.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-s-059", "relevant.direct", "What would it cost me to climb there for just one afternoon?", "A day pass is $22.", CLIMB, True),
    w.relevant("en-s-060", "relevant.yesno", "Can I walk in for a flu shot at Hollis Street Pharmacy?", "Yes, if you're an adult over 18.", PHARMACY, True),
    w.relevant("en-s-061", "offtopic.true", "What time do the festival gates open?", "Glass bottles are not allowed on the site.", FESTIVAL, False),
    w.relevant("en-s-062", "offtopic.other", "How much is a monthly membership at Summit Block?", "The Eastbrook Botanical Garden covers 18 hectares.", CLIMB, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-s-063", "diag.pass", "How much is a private lesson at Alpenglow Ski School?", "Private lessons cost $95 per hour.", {"en-ski": SKI, "en-festival": FESTIVAL}, ("en-ski",), "pass"),
    w.diag("en-s-064", "diag.missed", "How long is the warranty on repairs at Kessler Auto Repair?", "I couldn't find any warranty information in the documents.", {"en-climb": CLIMB, "en-parcel": PARCEL}, ("en-garage",), "fix_retrieval"),
    w.diag("en-s-065", "diag.correct_refusal", "Does the Eastbrook Botanical Garden have a café?", "The documents don't say whether the garden has a café.", {"en-garden": GARDEN}, (), "correct_refusal"),
    w.diag("en-s-066", "diag.unfaithful", "When are the guided tours at Eastbrook?", "Guided tours start at 10:00 on Saturdays.", {"en-garden": GARDEN}, ("en-garden",), "fix_generation"),
    w.diag("en-s-067", "diag.offtopic", "What does an oil change cost at Kessler?", "Kessler Auto Repair is run by mechanic Omar Reyes.", {"en-garage": GARAGE}, ("en-garage",), "fix_generation"),
    w.diag("en-s-068", "diag.refused", "How much is a monthly membership at Summit Block?", "Sorry, the documents don't mention membership prices.", {"en-climb": CLIMB, "en-garden": GARDEN}, ("en-climb",), "fix_generation"),
    w.diag("en-s-069", "diag.should_refuse", "Which bands are playing at the Riverbend Music Festival?", "The headliners are The Copper Owls and Midnight Harbour.", {"en-festival": FESTIVAL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
