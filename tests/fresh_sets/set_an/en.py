"""English cases of set AN: a city archive reading room, a lakeside sauna, a driving school,
a vineyard shop and a recycling yard."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

ARCHIVE = (
    "The Millbrook City Archive reading room is open Tuesday to Friday from 9:30 a.m. to 4:00 p.m. "
    "Visitors must register at the front desk and show a photo ID. "
    "Up to 12 boxes can be requested per day, and photographs of documents cost $2 each. "
    "The archive holds about 1,400,000 pages of records dating back to 1842."
)
SAUNA = (
    "Birchwood Sauna is open every day except Monday, from 2 p.m. to 10 p.m. "
    "A single visit costs €18, and a ten-visit card costs €150. "
    "Towels can be rented for €3. "
    "The largest cabin, the Lakeside room, holds 20 people and is heated to 90 °C."
)
DRIVING = (
    "Kestrel Driving School offers a beginner package of 10 lessons for $480. "
    "Each lesson lasts 50 minutes. "
    "Students must be at least 16 years old and hold a learner's permit before the first lesson. "
    "Instructor Dana Whitfield teaches the evening lessons, and instructor Omar Reyes teaches the weekend lessons."
)
VINEYARD = (
    "The shop at Hollow Creek Vineyard sells its 2021 Riesling for $24 a bottle. "
    "Customers who buy six bottles or more get 15% off. "
    "Free tastings are held on Saturdays between 11 a.m. and 3 p.m., and the harvest festival takes place on 14 September 2024. "
    "The vineyard covers 35 acres on the south slope of Marlow Hill."
)
RECYCLING = (
    "The Eastgate Recycling Yard accepts glass, paper, metal and garden waste free of charge. "
    "Old mattresses are accepted for a fee of $15 each. "
    "The yard is open Monday to Saturday from 8 a.m. to 6 p.m., and residents must bring proof of address."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-an-001", "para.reorder", "When is the archive reading room open?", "From 9:30 a.m. to 4:00 p.m., Tuesday to Friday, the reading room is open.", ARCHIVE, True),
    w.faith("en-an-002", "para.passive", "What do visitors to the archive have to show?", "A photo ID has to be shown by visitors, who must also register at the front desk.", ARCHIVE, True),
    w.faith("en-an-003", "para.synonym", "How many boxes can I ask for at the archive?", "You may order up to 12 boxes each day.", ARCHIVE, True),
    w.faith("en-an-004", "para.nominal", "What do visitors need to do when they arrive at the archive?", "Registration at the front desk and presentation of a photo ID are required.", ARCHIVE, True),
    w.faith("en-an-005", "para.capital", "How much is the Riesling?", "THE 2021 RIESLING COSTS $24 A BOTTLE.", VINEYARD, True),
    w.faith("en-an-006", "para.pronoun", "Can I rent a towel at the sauna?", "Yes, Birchwood Sauna rents towels, and it charges €3 for one.", SAUNA, True),
    w.faith("en-an-007", "para.relative", "Who is Omar Reyes?", "Omar Reyes is the instructor who teaches the weekend lessons at Kestrel Driving School.", DRIVING, True),
    w.faith("en-an-008", "para.part", "What are the sauna's prices?", "A single visit costs €18.", SAUNA, True),
    w.faith("en-an-009", "para.combine", "Tell me about the Lakeside room.", "The Lakeside room, the largest cabin, holds 20 people and is heated to 90 °C.", SAUNA, True),
    w.faith("en-an-010", "fmt.number", "What is in the beginner package?", "The beginner package includes ten lessons for $480.", DRIVING, True),
    w.faith("en-an-011", "fmt.thousands", "How many pages does the archive hold?", "The archive holds about 1 400 000 pages of records.", ARCHIVE, True),
    w.faith("en-an-012", "fmt.scale", "How big is the archive's collection?", "It holds roughly 1.4 million pages of records, going back to 1842.", ARCHIVE, True),
    w.faith("en-an-013", "fmt.date", "When is the harvest festival?", "The harvest festival is on September 14, 2024.", VINEYARD, True),
    w.faith("en-an-014", "fmt.time", "What are the sauna's opening hours?", "The sauna opens at 14:00 and closes at 22:00.", SAUNA, True),
    w.faith("en-an-015", "fmt.unit", "How hot is the Lakeside room?", "The Lakeside room is heated to 90 degrees Celsius.", SAUNA, True),
    w.faith("en-an-016", "fmt.abbrev", "When can I use the reading room?", "The reading room is open Tue–Fri, 9:30 a.m.–4:00 p.m.", ARCHIVE, True),
    w.faith("en-an-017", "fmt.currency", "How much is the beginner package?", "The beginner package costs USD 480.", DRIVING, True),
    w.faith("en-an-018", "fmt.range", "When are the free tastings?", "Free tastings run on Saturdays, 11 a.m.–3 p.m.", VINEYARD, True),
    w.faith("en-an-019", "fmt.period", "Is there a limit on boxes?", "Yes, up to 12 boxes can be requested daily.", ARCHIVE, True),
    w.faith("en-an-020", "fmt.share", "Is there a discount for buying several bottles?", "Buying six or more bottles gets you a 15 percent discount.", VINEYARD, True),
    w.faith("en-an-021", "para.except", "Which days is the sauna open?", "The sauna is closed on Mondays and open on all the other days of the week.", SAUNA, True),
    w.faith("en-an-022", "wrap.opener", "How much is a ten-visit card?", "Great question! A ten-visit card at Birchwood Sauna costs €150.", SAUNA, True),
    w.faith("en-an-023", "wrap.closer", "What do I need before my first driving lesson?", "You must be at least 16 and hold a learner's permit before the first lesson. Let me know if you need anything else!", DRIVING, True),
    w.faith("en-an-024", "wrap.attribution", "What does the Riesling cost?", "According to the vineyard's information, the 2021 Riesling sells for $24 a bottle.", VINEYARD, True),
    w.faith("en-an-025", "wrap.hedge", "How long is a driving lesson?", "If I'm reading this correctly, each lesson lasts 50 minutes.", DRIVING, True),
    w.faith("en-an-026", "wrap.question", "When is the harvest festival?", "The harvest festival takes place on 14 September 2024. Would you like the tasting times as well?", VINEYARD, True),
    w.faith("en-an-027", "para.synonym", "Can I drop off an old mattress?", "Yes, old mattresses are taken for a charge of $15 apiece.", RECYCLING, True),
    w.faith("en-an-028", "para.reorder", "What can I bring to the recycling yard for free?", "Garden waste, metal, paper and glass are all accepted free of charge at the Eastgate Recycling Yard.", RECYCLING, True),
    w.faith("en-an-029", "fmt.time", "When is the recycling yard open?", "The recycling yard is open Monday to Saturday, 08:00–18:00.", RECYCLING, True),
    w.faith("en-an-030", "para.nominal", "What do I need to bring to the recycling yard?", "Proof of address is a requirement for residents.", RECYCLING, True),
    w.faith("en-an-031", "para.passive", "When does the vineyard hold tastings?", "The vineyard holds free tastings on Saturdays from 11 a.m. to 3 p.m.", VINEYARD, True),
    w.faith("en-an-032", "fmt.currency", "How much is one sauna visit?", "A single sauna visit costs 18 euros.", SAUNA, True),
    w.faith("en-an-033", "para.part", "What are the requirements for students?", "Students have to be at least 16 years old.", DRIVING, True),
    w.faith("en-an-034", "wrap.attribution", "Can I take photos of documents?", "The archive's rules say that photographs of documents cost $2 each.", ARCHIVE, True),
    w.faith("en-an-035", "value.number", "How many boxes can I request?", "Up to 15 boxes can be requested per day.", ARCHIVE, False),
    w.faith("en-an-036", "value.date", "When is the harvest festival?", "The harvest festival takes place on 21 September 2024.", VINEYARD, False),
    w.faith("en-an-037", "value.time", "What are the sauna's hours?", "The sauna is open from 3 p.m. to 10 p.m.", SAUNA, False),
    w.faith("en-an-038", "value.unit", "How large is the vineyard?", "The vineyard covers 35 hectares on the south slope of Marlow Hill.", VINEYARD, False),
    w.faith("en-an-039", "value.currency", "How much is a ten-visit card?", "A ten-visit card costs $150.", SAUNA, False),
    w.faith("en-an-040", "role.swap", "Who teaches which lessons?", "Omar Reyes teaches the evening lessons, and Dana Whitfield teaches the weekend lessons.", DRIVING, False),
    w.faith("en-an-041", "negation", "What do visitors need at the archive?", "Visitors do not need to show a photo ID.", ARCHIVE, False),
    w.faith("en-an-042", "antonym", "Tell me about the Lakeside room.", "The smallest cabin, the Lakeside room, holds 20 people.", SAUNA, False),
    w.faith("en-an-043", "modality", "Do I need a learner's permit?", "Students are encouraged, but not required, to hold a learner's permit before the first lesson.", DRIVING, False),
    w.faith("en-an-044", "quantifier", "Who gets a discount on wine?", "All customers get 15% off, however many bottles they buy.", VINEYARD, False),
    w.faith("en-an-045", "direction", "Where is the vineyard?", "The vineyard covers 35 acres on the north slope of Marlow Hill.", VINEYARD, False),
    w.faith("en-an-046", "added.fact", "What does a single sauna visit include?", "A single visit costs €18 and includes access to the cold plunge pool.", SAUNA, False),
    w.faith("en-an-047", "value.except", "Which days is the sauna open?", "The sauna is open every day except Wednesday.", SAUNA, False),
    w.faith("en-an-048", "added.entity", "Who teaches the evening lessons?", "Dana Whitfield and Priya Nair teach the evening lessons.", DRIVING, False),
]

REFUSAL = [
    w.refusal("en-an-049", "refusal.context", "Does Birchwood Sauna have a restaurant?", "The context doesn't say whether Birchwood Sauna has a restaurant.", SAUNA, True),
    w.refusal("en-an-050", "refusal.long", "Which car models does Kestrel Driving School use?", "I'm sorry, but I can't answer that from the material I have: it covers the package price, lesson length, age requirement and instructors, but says nothing about the cars the school uses.", DRIVING, True),
    w.refusal("en-an-051", "refusal.partial", "How much do the beginner package and the driving test cost?", "The beginner package costs $480; the information doesn't give the price of the driving test.", DRIVING, False),
]

CORRECTNESS = [
    w.correct("en-an-052", "correct.wordy", "How much is a ten-visit card at Birchwood Sauna?", "If you plan to come often, the ten-visit card is the way to go: at Birchwood Sauna it costs €150.", "€150.", True),
    w.correct("en-an-053", "correct.wordy", "When are the free tastings at Hollow Creek Vineyard?", "The free tastings take place every Saturday; they start at 11 in the morning and finish at 3 in the afternoon, so you can drop by any time in between.", "On Saturdays from 11 a.m. to 3 p.m.", True),
    w.correct("en-an-054", "correct.format", "What time does the Eastgate Recycling Yard close?", "18:00.", "It closes at 6 p.m.", True),
    w.correct("en-an-055", "wrong.value", "How old must students at Kestrel Driving School be?", "Students must be at least 18 years old.", "At least 16 years old.", False),
]

RELEVANCY = [
    w.relevant("en-an-056", "relevant.direct", "When can I come in to look at old records?", "Tuesdays through Fridays, 9:30 a.m. until 4:00 p.m.", ARCHIVE, True),
    w.relevant("en-an-057", "relevant.direct", "What will it set me back to get rid of an old mattress?", "$15 per mattress.", RECYCLING, True),
    w.relevant("en-an-058", "relevant.direct", "Who should I book with if I can only do weekends?", "Omar Reyes, the weekend instructor.", DRIVING, True),
    w.relevant("en-an-059", "relevant.yesno", "Is there any discount for buying wine in bulk?", "Yes — six bottles or more get 15% off.", VINEYARD, True),
    w.relevant("en-an-060", "offtopic.true", "How much does a towel cost at the sauna?", "The Lakeside room holds 20 people.", SAUNA, False),
]

DIAGNOSIS = [
    w.diag("en-an-061", "diag.pass", "What does the Eastgate Recycling Yard accept for free?", "Glass, paper, metal and garden waste are accepted free of charge.", {"recycling-yard": RECYCLING, "sauna-info": SAUNA}, ("recycling-yard",), "pass"),
    w.diag("en-an-062", "diag.missed", "How many pages does the Millbrook City Archive hold?", "I can't find that in the documents provided.", {"sauna-info": SAUNA, "vineyard-shop": VINEYARD}, ("archive-rules",), "fix_retrieval"),
    w.diag("en-an-063", "diag.correct_refusal", "What is the Wi-Fi password at Kestrel Driving School?", "The documents don't mention a Wi-Fi password.", {"driving-package": DRIVING, "archive-rules": ARCHIVE}, (), "correct_refusal"),
    w.diag("en-an-064", "diag.unfaithful", "How much does the 2021 Riesling cost?", "The 2021 Riesling costs $32 a bottle.", {"vineyard-shop": VINEYARD, "recycling-yard": RECYCLING}, ("vineyard-shop",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
