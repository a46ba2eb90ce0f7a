# ruff: noqa: E501
"""Fresh set O, English: a swimming lake, a hearing aid shop, a coworking cafe, a vintage
clothing store, a rail museum, a home insurance claim, a holiday cottage, a driving range, a
bakery loyalty card, a telescope shop, a notary office, a youth orchestra, a mobile data plan,
a flower delivery service and a printing company's history."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LAKE = (
    "Lake Merrow Swimming Area is open from 1 June to 15 September. "
    "Lifeguards are on duty daily from 10:00 to 18:00. Dogs are not allowed on the beach. "
    "Entry costs $4 for adults, and children under 6 swim free."
)
HEARING = (
    "Clearsound Hearing Centre offers free hearing tests on weekdays. A hearing test takes about 45 minutes. "
    "Customers can try a hearing aid at home for 30 days before deciding to buy it. "
    "Batteries are sold in packs of 6 for $9."
)
COWORK = (
    "The Bean & Desk coworking café on Harbour Street has 40 desks. "
    "A day pass costs $25 and includes unlimited filter coffee. "
    "Meeting rooms must be booked at least 24 hours in advance. "
    "The café is open every day except Sunday, from 8:00 to 20:00."
)
VINTAGE = (
    "Second Spin Vintage buys clothing on Wednesdays. "
    "Sellers receive 40% of the resale price in cash or 60% as store credit. "
    "Items must be washed before they are brought in. The store was founded in 2009 by Nora Blake."
)
RAIL = (
    "The Eastfield Rail Museum displays 18 steam locomotives. "
    "Guided tours start every hour from 10:00 to 15:00 and last 50 minutes. "
    "Admission is $12 for adults; museum members enter free. The museum is closed on Mondays."
)
INSURANCE = (
    "To make a home insurance claim with Hartwell Insurance, you must report the damage within 30 days. "
    "A loss adjuster visits the property within 5 working days after the claim is filed. "
    "Claims above $10,000 require an independent repair estimate. Payments are made by bank transfer."
)
COTTAGE = (
    "Fernbrook Cottage sleeps up to six guests in three bedrooms. "
    "Check-in is from 16:00 and check-out is by 10:00. "
    "A minimum stay of three nights applies in July and August. Pets are welcome for a fee of £20 per stay."
)
RANGE = (
    "Greenline Driving Range has 32 covered bays. A bucket of 50 balls costs $8. "
    "Club rental is free for members. The range closes at 22:00 in summer and at 19:00 in winter."
)
BAKERY = (
    "With the Crumb & Co. loyalty card, you get one stamp for every purchase over $5. "
    "Ten stamps earn a free loaf of bread. Stamps expire 12 months after they are collected. "
    "The card can be used in all four of our shops."
)
TELESCOPE = (
    "StarReach Optics sells the Orion-X 130 telescope for $649. It weighs 6.5 kg and has a 130 mm aperture. "
    "All telescopes come with a two-year warranty. The shop offers a free setup session on Saturday mornings."
)
NOTARY = (
    "The Westbrook Public Notary Office is open Monday to Friday from 9:00 to 17:00. "
    "Appointments for property deeds must be booked in advance. Signatories must bring a valid photo ID. "
    "The fee for certifying a copy is $15 per page."
)
ORCHESTRA = (
    "The Linden Youth Orchestra accepts players aged 12 to 21. Auditions are held on 14 March. "
    "Rehearsals take place every Thursday evening at the Marlow Arts Centre. Members pay an annual fee of $180."
)
DATA = (
    "The FlexiData 20 plan includes 20 GB of mobile data per month for $18. "
    "Unused data does not roll over to the next month. Roaming in the EU is included at no extra cost. "
    "The plan can be cancelled with one month's notice."
)
FLOWERS = (
    "Petal Post delivers bouquets within the city on the same day for orders placed before 13:00. "
    "Delivery costs $6.50, and orders over $60 are delivered free. "
    "If the recipient is not at home, the driver leaves the flowers with a neighbour."
)
PRINTING = (
    "Harlow Press was founded in 1921 by Edith Harlow in Leeds. In 1968 it merged with Brightman Printers. "
    "In 1994 Harlow Press was taken over by the Cortex Media Group. "
    "The company moved its main plant to Bradford in 2003. Today the Bradford plant prints about 3.5 million books a year."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-o-001", "para.reorder", "When are lifeguards on duty at Lake Merrow?", "From 10:00 to 18:00 every day, lifeguards are on duty at Lake Merrow.", LAKE, True),
    w.faith("en-o-002", "para.passive", "Who founded Second Spin Vintage?", "Nora Blake founded Second Spin Vintage in 2009.", VINTAGE, True),
    w.faith("en-o-003", "para.synonym", "Can I bring my dog to the beach at Lake Merrow?", "No, dogs are prohibited on the beach at Lake Merrow.", LAKE, True),
    w.faith("en-o-004", "para.nominal", "How long do the guided tours at the rail museum take?", "The duration of each guided tour is 50 minutes.", RAIL, True),
    w.faith("en-o-005", "para.capital", "who founded harlow press?", "harlow press was founded by edith harlow in leeds in 1921.", PRINTING, True),
    w.faith("en-o-006", "para.pronoun", "How large is the aperture of the Orion-X 130?", "It has a 130 mm aperture.", TELESCOPE, True),
    w.faith("en-o-007", "para.relative", "What does the Orion-X 130 cost?", "The Orion-X 130, which has a 130 mm aperture, costs $649 at StarReach Optics.", TELESCOPE, True),
    w.faith("en-o-008", "para.part", "What is included in the FlexiData 20 plan?", "The FlexiData 20 plan includes 20 GB of mobile data per month.", DATA, True),
    w.faith("en-o-009", "para.combine", "Tell me about the hearing tests at Clearsound.", "Clearsound Hearing Centre offers free hearing tests on weekdays, each taking about 45 minutes.", HEARING, True),
    w.faith("en-o-010", "fmt.number", "How many steam locomotives does the Eastfield Rail Museum display?", "The Eastfield Rail Museum displays eighteen steam locomotives.", RAIL, True),
    w.faith("en-o-011", "fmt.thousands", "When do I need an independent repair estimate?", "Hartwell Insurance requires an independent repair estimate for claims above $10000.", INSURANCE, True),
    w.faith("en-o-012", "fmt.scale", "How many books does Harlow Press print?", "Today the Bradford plant prints around 3,500,000 books a year.", PRINTING, True),
    w.faith("en-o-013", "fmt.date", "When are the auditions for the Linden Youth Orchestra?", "The auditions are held on March 14.", ORCHESTRA, True),
    w.faith("en-o-014", "fmt.time", "What time does Greenline close in summer?", "In summer the range closes at 10 p.m.", RANGE, True),
    w.faith("en-o-015", "fmt.unit", "How heavy is the Orion-X 130?", "The Orion-X 130 weighs 6,500 grams.", TELESCOPE, True),
    w.faith("en-o-016", "fmt.abbrev", "When is the notary office open?", "The Westbrook Public Notary Office is open Mon.–Fri. from 9:00 to 17:00.", NOTARY, True),
    w.faith("en-o-017", "fmt.currency", "How much is a bucket of balls at Greenline?", "A bucket of 50 balls costs USD 8.", RANGE, True),
    w.faith("en-o-018", "fmt.range", "Who can join the Linden Youth Orchestra?", "The orchestra accepts players aged 12–21.", ORCHESTRA, True),
    w.faith("en-o-019", "fmt.period", "What warranty do StarReach telescopes have?", "Every telescope comes with a 24-month warranty.", TELESCOPE, True),
    w.faith("en-o-020", "fmt.share", "How much do sellers get at Second Spin Vintage?", "Sellers receive two fifths of the resale price in cash, or three fifths as store credit.", VINTAGE, True),
    w.faith("en-o-021", "para.except", "Which day is the Bean & Desk café closed?", "The Bean & Desk café is closed on Sundays.", COWORK, True),
    w.faith("en-o-022", "wrap.opener", "How much are hearing aid batteries?", "Sure! At Clearsound, batteries are sold in packs of 6 for $9.", HEARING, True),
    w.faith("en-o-023", "wrap.closer", "How long does a hearing test take?", "A hearing test at Clearsound takes about 45 minutes. I hope this helps!", HEARING, True),
    w.faith("en-o-024", "wrap.attribution", "How soon do I have to report damage to my house?", "According to the documents, you must report the damage to Hartwell Insurance within 30 days.", INSURANCE, True),
    w.faith("en-o-025", "wrap.hedge", "Is there a minimum stay at Fernbrook Cottage?", "I believe a minimum stay of three nights applies in July and August.", COTTAGE, True),
    w.faith("en-o-026", "wrap.question", "Are pets allowed at Fernbrook Cottage?", "Yes, pets are welcome for a fee of £20 per stay. Would you like help with your booking?", COTTAGE, True),
    w.faith("en-o-027", "value.number", "How many covered bays does Greenline have?", "Greenline Driving Range has 23 covered bays.", RANGE, False),
    w.faith("en-o-028", "value.date", "When was Harlow Press founded?", "Harlow Press was founded in 1912 by Edith Harlow in Leeds.", PRINTING, False),
    w.faith("en-o-029", "value.time", "What time is check-out at Fernbrook Cottage?", "Check-out at Fernbrook Cottage is by 11:00.", COTTAGE, False),
    w.faith("en-o-030", "value.unit", "What is the aperture of the Orion-X 130?", "The Orion-X 130 has a 130 cm aperture.", TELESCOPE, False),
    w.faith("en-o-031", "value.currency", "How much does a day pass cost at Bean & Desk?", "A day pass costs €25 and includes unlimited filter coffee.", COWORK, False),
    w.faith("en-o-032", "role.swap", "What happened to Harlow Press in 1994?", "In 1994 Harlow Press took over the Cortex Media Group.", PRINTING, False),
    w.faith("en-o-033", "negation", "Does unused data roll over on FlexiData 20?", "Yes, unused data rolls over to the next month.", DATA, False),
    w.faith("en-o-034", "antonym", "What stay rules apply at Fernbrook Cottage in summer?", "A maximum stay of three nights applies in July and August.", COTTAGE, False),
    w.faith("en-o-035", "modality", "Do clothes need to be washed before I bring them to Second Spin?", "You may wash items before bringing them in, but it is not required.", VINTAGE, False),
    w.faith("en-o-036", "quantifier", "Where can I use the Crumb & Co. loyalty card?", "The loyalty card can only be used in one of the four Crumb & Co. shops.", BAKERY, False),
    w.faith("en-o-037", "value.except", "When is the Bean & Desk café open?", "The café is open every day except Monday, from 8:00 to 20:00.", COWORK, False),
    w.faith("en-o-038", "direction", "When do I need to order for same-day delivery?", "Orders placed after 13:00 are delivered within the city on the same day.", FLOWERS, False),
    w.faith("en-o-039", "added.fact", "How much does delivery cost at Petal Post?", "Delivery costs $6.50 and usually takes about two hours.", FLOWERS, False),
    w.faith("en-o-040", "added.entity", "Where does the youth orchestra rehearse?", "Rehearsals take place every Thursday evening at the Marlow Arts Centre, led by the conductor Simon Reyes.", ORCHESTRA, False),
    w.faith("en-o-041", "mixed", "What does FlexiData 20 cost, and is EU roaming included?", "The plan costs $18 a month, but EU roaming is charged extra.", DATA, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-o-042", "refusal.plain", "Does Lake Merrow have a café?", "I don't know.", LAKE, True),
    w.refusal("en-o-043", "refusal.context", "Does Clearsound repair hearing aids from other brands?", "The provided documents don't say whether Clearsound repairs hearing aids from other brands.", HEARING, True),
    w.refusal("en-o-044", "refusal.short", "How much is parking at the rail museum?", "Sorry, no idea.", RAIL, True),
    w.refusal("en-o-045", "refusal.long", "Can I pay the notary fee by credit card?", "I'm sorry, but I couldn't find any information about payment methods at the Westbrook Public Notary Office in the documents I have access to. I'd recommend contacting the office directly to ask whether card payments are accepted.", NOTARY, True),
    w.refusal("en-o-046", "refusal.hedged", "How long does a hearing test take at Clearsound?", "I'm not completely sure, but it seems a hearing test takes about 45 minutes.", HEARING, False),
    w.refusal("en-o-047", "refusal.partial", "How much is admission to the rail museum, and is there a student discount?", "Admission is $12 for adults. The documents don't mention a student discount.", RAIL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-o-048", "correct.wordy", "In which year did Harlow Press merge with Brightman Printers?", "Looking at the company's history, Harlow Press merged with Brightman Printers in 1968, when the two printing firms joined together.", "1968.", True),
    w.correct("en-o-049", "correct.short", "How many stamps do I need for a free loaf of bread?", "Ten.", "You need ten stamps to get a free loaf of bread.", True),
    w.correct("en-o-050", "correct.format", "When are the orchestra auditions held?", "March 14th.", "The auditions are held on 14 March.", True),
    w.correct("en-o-051", "correct.format", "What does the Orion-X 130 cost?", "Six hundred forty-nine dollars.", "The Orion-X 130 costs $649.", True),
    w.correct("en-o-052", "wrong.value", "How much does the FlexiData 20 plan cost per month?", "The FlexiData 20 plan costs $28 per month.", "It costs $18 per month.", False),
    w.correct("en-o-053", "wrong.echo", "How long do guided tours at the Eastfield Rail Museum last?", "You're asking how long the guided tours at the Eastfield Rail Museum last.", "The guided tours last 50 minutes.", False),
    w.correct("en-o-054", "wrong.role", "Who took over whom in 1994?", "In 1994 Harlow Press took over the Cortex Media Group.", "In 1994 the Cortex Media Group took over Harlow Press.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-o-055", "relevant.direct", "How heavy is the Orion-X 130?", "It weighs 6.5 kilograms.", TELESCOPE, True),
    w.relevant("en-o-056", "relevant.direct", "Where does the youth orchestra practise?", "At the Marlow Arts Centre, on Thursday evenings.", ORCHESTRA, True),
    w.relevant("en-o-057", "relevant.yesno", "Is EU roaming included in FlexiData 20?", "Yes, at no extra cost.", DATA, True),
    w.relevant("en-o-058", "offtopic.true", "How much does a bucket of balls cost at Greenline?", "Greenline Driving Range has 32 covered bays.", RANGE, False),
    w.relevant("en-o-059", "offtopic.other", "Until what time can I order for same-day delivery at Petal Post?", "The Eastfield Rail Museum is closed on Mondays.", FLOWERS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-o-060", "diag.pass", "What time is check-in at Fernbrook Cottage?", "Check-in at Fernbrook Cottage is from 16:00.", {"fern-1": COTTAGE, "lake-1": LAKE}, ("fern-1",), "pass"),
    w.diag("en-o-061", "diag.offtopic", "How many guests can Fernbrook Cottage sleep?", "Pets are welcome at Fernbrook Cottage for a fee of £20 per stay.", {"fern-1": COTTAGE}, ("fern-1",), "fix_generation"),
    w.diag("en-o-062", "diag.unfaithful", "How soon does a loss adjuster visit after I file a claim?", "A loss adjuster visits the property within 15 working days after the claim is filed.", {"claim-1": INSURANCE, "notary-1": NOTARY}, ("claim-1",), "fix_generation"),
    w.diag("en-o-063", "diag.refused", "What is the fee for certifying a copy at the Westbrook notary office?", "I'm sorry, the documents don't mention the fee for certifying a copy.", {"notary-1": NOTARY}, ("notary-1",), "fix_generation"),
    w.diag("en-o-064", "diag.missed", "How many bedrooms does Fernbrook Cottage have?", "I couldn't find that in the available documents.", {"lake-1": LAKE, "range-1": RANGE}, ("fern-1",), "fix_retrieval"),
    w.diag("en-o-065", "diag.correct_refusal", "Does Greenline offer golf lessons?", "The documents don't say whether Greenline offers golf lessons.", {"range-1": RANGE}, (), "correct_refusal"),
    w.diag("en-o-066", "diag.should_refuse", "Who is the conductor of the Linden Youth Orchestra?", "The Linden Youth Orchestra is conducted by Maria Lindqvist.", {"orch-1": ORCHESTRA}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
