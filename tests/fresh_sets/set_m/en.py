# ruff: noqa: E501
"""Fresh set M, English: hospital cafeteria, luggage office, community garden, fire brigade,
print-on-demand, trampoline park, optician, school bus, campsite, software subscription,
bike lane project, pottery studio, ticket resale, dry cleaner and a shipping company's history."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CAFE = (
    "The cafeteria of St. Aldric Hospital is on the ground floor of the east wing. "
    "It serves hot meals from 11:30 to 14:00 and sandwiches until 19:00. "
    "Staff with a hospital badge get a 20% discount on all meals."
)
LUGGAGE = (
    "The left-luggage office at Bramford Central station is next to platform 1. "
    "It is open from 6:00 to 22:00 every day except 25 December. "
    "Storing one bag costs £6 for up to 24 hours. Bags heavier than 30 kg are not accepted."
)
GARDEN = (
    "The Linden Street Community Garden has 48 plots, which are rented for one season at a time. "
    "A plot costs $35 per season, and members must attend at least two work days a year. "
    "Some of the plots are raised beds suitable for wheelchair users."
)
FIRE = (
    "The Oakhurst Volunteer Fire Brigade was founded in 1923 and has 36 active members. "
    "New volunteers must be at least 18 years old and live within 5 km of the station. "
    "Training evenings take place every Thursday at 19:30. In 2023 the brigade responded to 1,240 calls."
)
PRINT = (
    "PrintHive prints and ships books on demand. Paperback orders are printed within 3 working days. "
    "Hardcover orders are printed within 5 working days. Shipping within the country is free for "
    "orders over €50, and authors receive 60% of the net sale price."
)
TRAMP = (
    "JumpZone trampoline park in Wexley is open Monday to Friday from 14:00 to 20:00 and on weekends "
    "from 10:00 to 21:00. A one-hour jump session costs $15, and grip socks are required for all jumpers. "
    "Children under 6 must be accompanied by an adult on the trampolines."
)
OPTI = (
    "ClearView Opticians offers free eye tests for children under 16. Glasses are usually ready 7 days "
    "after the order. Frames come with a two-year warranty."
)
BUS = (
    "The Millbrook school bus picks up pupils at the town hall at 7:45 and arrives at the school at 8:10. "
    "In the afternoon it leaves the school at 15:30. Pupils living more than 3 miles from the school "
    "ride free; others pay £1.20 per trip."
)
CAMP = (
    "Sandy Cove Campsite is open from 1 April to 31 October. Pitches for tents cost €22 per night and "
    "pitches for caravans €30 per night. Dogs are allowed on a leash, and quiet hours are from 22:00 to 7:00."
)
SOFT = (
    "NoteNest Pro costs $8 a month or $80 a year. A subscription can be used on up to 3 devices. "
    "If you cancel, your notes stay available in read-only mode for 90 days."
)
BIKE = (
    "The Harbour Road bike lane project will add 4.2 km of protected lanes between the train station "
    "and the harbour. Construction starts in March 2025 and is expected to take 14 months. "
    "The project costs 3.6 million euros, half of which is paid by the regional government."
)
POTTERY = (
    "Clay Corner pottery studio runs beginner wheel courses of six sessions, each lasting two hours. "
    "The course costs $240, including clay and glazes. Firing of finished pieces takes about 10 days."
)
TICKET = (
    "Tickets for concerts at the Meridian Hall may be resold only through the official Meridian resale "
    "platform. The resale price may not be higher than the original face value. The seller pays a 10% "
    "fee, which is deducted from the payout."
)
DRY = (
    "Swan Dry Cleaners cleans suits in 2 working days. An express service finishes garments the same day "
    "if they are dropped off before 9:00, for an extra charge of $7. Wedding dresses are cleaned only at "
    "the Riverside branch."
)
SHIP = (
    "The Calder Shipping Company was founded in 1871 by Agnes Calder in Leith. In 1958 it merged with "
    "the Forth Steam Packet Company. In 1994 Calder was bought by the Danish group Nordhavn Lines."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("en-m-001", "para.reorder", "When is the left-luggage office open?", "From 6:00 to 22:00, every day except 25 December, the left-luggage office at Bramford Central is open.", LUGGAGE, True),
    w.faith("en-m-002", "para.passive", "Who pays the resale fee for a Meridian Hall ticket?", "The 10% fee is paid by the seller, and it is deducted from the payout.", TICKET, True),
    w.faith("en-m-003", "para.synonym", "When can I get a hot meal in the hospital cafeteria?", "Warm dishes are served in the cafeteria from 11:30 to 14:00.", CAFE, True),
    w.faith("en-m-004", "para.nominal", "When does construction of the Harbour Road bike lane start?", "The start of construction is in March 2025.", BIKE, True),
    w.faith("en-m-005", "para.capital", "How much does NoteNest Pro cost?", "NOTENEST PRO costs $8 a month or $80 a year.", SOFT, True),
    w.faith("en-m-006", "para.pronoun", "Do I need grip socks at JumpZone?", "Yes, they are required for all jumpers.", TRAMP, True),
    w.faith("en-m-007", "para.relative", "Can I bring my dog to Sandy Cove Campsite?", "Yes. Sandy Cove Campsite, which is open from 1 April to 31 October, allows dogs on a leash.", CAMP, True),
    w.faith("en-m-008", "para.part", "When does the Oakhurst fire brigade train?", "Training evenings are held every Thursday at 19:30.", FIRE, True),
    w.faith("en-m-009", "para.combine", "How quickly does PrintHive print books?", "Paperbacks are printed within 3 working days and hardcovers within 5 working days.", PRINT, True),
    w.faith("en-m-010", "fmt.number", "How is the beginner wheel course at Clay Corner organised?", "The beginner wheel course has 6 sessions, each lasting 2 hours.", POTTERY, True),
    w.faith("en-m-011", "fmt.thousands", "How many calls did the Oakhurst brigade respond to in 2023?", "In 2023 the brigade responded to 1240 calls.", FIRE, True),
    w.faith("en-m-012", "fmt.scale", "How much does the Harbour Road bike lane project cost?", "The project costs €3,600,000.", BIKE, True),
    w.faith("en-m-013", "fmt.date", "When is Sandy Cove Campsite open?", "Sandy Cove Campsite is open from April 1 to October 31.", CAMP, True),
    w.faith("en-m-014", "fmt.time", "What are JumpZone's opening hours at the weekend?", "On weekends JumpZone is open from 10 a.m. to 9 p.m.", TRAMP, True),
    w.faith("en-m-015", "fmt.unit", "How long will the new bike lanes on Harbour Road be?", "The project will add 4,200 metres of protected lanes between the train station and the harbour.", BIKE, True),
    w.faith("en-m-016", "fmt.abbrev", "How long does firing take at Clay Corner?", "Firing of finished pieces takes approx. 10 days.", POTTERY, True),
    w.faith("en-m-017", "fmt.currency", "How much is a yearly NoteNest Pro subscription?", "A yearly NoteNest Pro subscription costs USD 80.", SOFT, True),
    w.faith("en-m-018", "fmt.range", "What are the hours for hot meals in the cafeteria?", "Hot meals: 11:30–14:00.", CAFE, True),
    w.faith("en-m-019", "fmt.period", "What warranty do ClearView frames have?", "ClearView frames come with a 24-month warranty.", OPTI, True),
    w.faith("en-m-020", "fmt.share", "How much of the bike lane project does the regional government pay?", "The regional government pays 50% of the project's cost.", BIKE, True),
    w.faith("en-m-021", "para.except", "Is the left-luggage office at Bramford Central ever closed for a whole day?", "Yes, it is closed on 25 December. On every other day it is open from 6:00 to 22:00.", LUGGAGE, True),
    w.faith("en-m-022", "wrap.opener", "How much does a plot in the Linden Street garden cost?", "Sure! A plot at the Linden Street Community Garden costs $35 per season.", GARDEN, True),
    w.faith("en-m-023", "wrap.closer", "When does the school bus leave in the afternoon?", "The Millbrook school bus leaves the school at 15:30. I hope this helps!", BUS, True),
    w.faith("en-m-024", "wrap.attribution", "Can I resell my Meridian Hall ticket for more than I paid?", "According to the resale policy, the resale price may not be higher than the original face value.", TICKET, True),
    w.faith("en-m-025", "wrap.hedge", "How long does Swan Dry Cleaners take to clean a suit?", "I believe Swan Dry Cleaners cleans suits in 2 working days.", DRY, True),
    w.faith("en-m-026", "wrap.question", "When will my glasses from ClearView be ready?", "Glasses are usually ready 7 days after the order. Would you like to know about the frame warranty as well?", OPTI, True),
    # unfaithful answers: one clear error each
    w.faith("en-m-027", "value.number", "How many plots does the Linden Street garden have?", "The Linden Street Community Garden has 84 plots.", GARDEN, False),
    w.faith("en-m-028", "value.date", "When did Calder merge with the Forth Steam Packet Company?", "Calder merged with the Forth Steam Packet Company in 1985.", SHIP, False),
    w.faith("en-m-029", "value.time", "When does the school bus pick up pupils at the town hall?", "The school bus picks up pupils at the town hall at 7:15.", BUS, False),
    w.faith("en-m-030", "value.unit", "Is there a weight limit for bags at the left-luggage office?", "Yes, bags heavier than 30 lb are not accepted.", LUGGAGE, False),
    w.faith("en-m-031", "value.currency", "How much is a tent pitch at Sandy Cove?", "A tent pitch at Sandy Cove costs $22 per night.", CAMP, False),
    w.faith("en-m-032", "role.swap", "What happened to Calder in 1994?", "In 1994 Calder bought the Danish group Nordhavn Lines.", SHIP, False),
    w.faith("en-m-033", "negation", "Do children under 6 need an adult with them on the trampolines?", "No, children under 6 do not need to be accompanied by an adult on the trampolines.", TRAMP, False),
    w.faith("en-m-034", "antonym", "Where is the hospital cafeteria?", "The cafeteria is on the ground floor of the west wing.", CAFE, False),
    w.faith("en-m-035", "modality", "Are grip socks required at JumpZone?", "Grip socks are recommended, but wearing them is optional.", TRAMP, False),
    w.faith("en-m-036", "quantifier", "Are the garden plots suitable for wheelchair users?", "Yes, all of the plots are raised beds suitable for wheelchair users.", GARDEN, False),
    w.faith("en-m-037", "value.except", "When is the left-luggage office open?", "It is open from 6:00 to 22:00 every day except 26 December.", LUGGAGE, False),
    w.faith("en-m-038", "direction", "How does the express service at Swan Dry Cleaners work?", "Garments dropped off after 9:00 are finished the same day, for an extra charge of $7.", DRY, False),
    w.faith("en-m-039", "added.fact", "What does the pottery course cost?", "The course costs $240, including clay and glazes, and students get a 10% discount.", POTTERY, False),
    w.faith("en-m-040", "added.entity", "Who founded the Calder Shipping Company?", "It was founded in 1871 in Leith by Agnes Calder and her brother Thomas.", SHIP, False),
    w.faith("en-m-041", "mixed", "What does ClearView offer?", "ClearView offers free eye tests for children under 16, and its frames come with a three-year warranty.", OPTI, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-m-042", "refusal.plain", "Does Sandy Cove Campsite have a swimming pool?", "I don't know.", CAMP, True),
    w.refusal("en-m-043", "refusal.context", "Is there parking at JumpZone?", "The provided documents don't say anything about parking at JumpZone.", TRAMP, True),
    w.refusal("en-m-044", "refusal.short", "Who is the chief of the Oakhurst fire brigade?", "No idea, sorry.", FIRE, True),
    w.refusal("en-m-045", "refusal.long", "Can I pay for the school bus with a bank card?", "Thank you for your question. I have looked through the information I was given about the Millbrook school bus, and while it covers the pick-up times and the fares, it does not say which payment methods are accepted, so I'm unable to tell you whether a bank card can be used. You may want to contact the school office directly.", BUS, True),
    w.refusal("en-m-046", "refusal.hedged", "How fast is the express service at Swan Dry Cleaners?", "I'm not completely sure, but it seems the express service finishes garments the same day if you drop them off before 9:00.", DRY, False),
    w.refusal("en-m-047", "refusal.partial", "How much is NoteNest Pro, and does it work offline?", "NoteNest Pro costs $8 a month or $80 a year. The documents don't say whether it works offline.", SOFT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-m-048", "correct.wordy", "In what year was the Oakhurst Volunteer Fire Brigade founded?", "Thanks for asking! The Oakhurst Volunteer Fire Brigade has quite a long history: it was founded in the year 1923.", "It was founded in 1923.", True),
    w.correct("en-m-049", "correct.short", "How much does a one-hour jump session cost at JumpZone?", "$15.", "A one-hour jump session at JumpZone costs $15.", True),
    w.correct("en-m-050", "correct.format", "When does the school bus leave the school in the afternoon?", "At 3:30 p.m.", "It leaves the school at 15:30.", True),
    w.correct("en-m-051", "wrong.value", "How long after the order are ClearView glasses usually ready?", "They are usually ready about 10 days after you order them.", "Glasses are usually ready 7 days after the order.", False),
    w.correct("en-m-052", "wrong.echo", "What fee does the seller pay when reselling a Meridian Hall ticket?", "When reselling a Meridian Hall ticket, the seller pays a fee.", "The seller pays a 10% fee, which is deducted from the payout.", False),
    w.correct("en-m-053", "wrong.role", "Who bought whom in 1994?", "In 1994 the Calder Shipping Company bought Nordhavn Lines.", "In 1994 Nordhavn Lines bought the Calder Shipping Company.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-m-054", "relevant.direct", "How long is the new Harbour Road bike lane?", "It will run for 4.2 km.", BIKE, True),
    w.relevant("en-m-055", "relevant.direct", "What does the pottery course cost?", "$240, with clay and glazes included.", POTTERY, True),
    w.relevant("en-m-056", "relevant.yesno", "Can I bring my dog to the campsite?", "Yes, as long as it's on a leash.", CAMP, True),
    w.relevant("en-m-057", "offtopic.true", "When does the cafeteria serve hot meals?", "Staff with a hospital badge get a 20% discount on all meals.", CAFE, False),
    w.relevant("en-m-058", "offtopic.other", "How much does it cost to store a bag at Bramford Central?", "Bramford is a market town known for its annual cheese festival.", LUGGAGE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-m-059", "diag.pass", "What time are the training evenings of the Oakhurst fire brigade?", "Training evenings take place every Thursday at 19:30.", {"fire-1": FIRE, "bus-1": BUS}, ("fire-1",), "pass"),
    w.diag("en-m-060", "diag.offtopic", "When is shipping free at PrintHive?", "Authors receive 60% of the net sale price.", {"print-1": PRINT}, ("print-1",), "fix_generation"),
    w.diag("en-m-061", "diag.unfaithful", "How much does it cost to store a bag at Bramford Central?", "Storing one bag costs £9 for up to 24 hours.", {"luggage-1": LUGGAGE, "camp-1": CAMP}, ("luggage-1",), "fix_generation"),
    w.diag("en-m-062", "diag.refused", "How long do my notes stay available after I cancel NoteNest Pro?", "Sorry, I couldn't find that information in the documents.", {"soft-1": SOFT}, ("soft-1",), "fix_generation"),
    w.diag("en-m-063", "diag.missed", "What warranty do ClearView frames have?", "I'm sorry, the documents I have don't cover frame warranties.", {"camp-1": CAMP, "dry-1": DRY}, ("opti-1",), "fix_retrieval"),
    w.diag("en-m-064", "diag.correct_refusal", "Does Swan Dry Cleaners repair shoes?", "The available information doesn't say whether Swan Dry Cleaners repairs shoes.", {"dry-1": DRY}, (), "correct_refusal"),
    w.diag("en-m-065", "diag.should_refuse", "Who designed the Meridian Hall building?", "The Meridian Hall was designed by the architect Laura Vinter in 1987.", {"ticket-1": TICKET}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
