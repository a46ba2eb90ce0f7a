"""English cases of fresh set bq. Scenarios: Clearwell Hearing (a hearing-aid shop), Gull
Point Marina, the Riverside kindergarten enrolment office, Hartley & Sons Roofing, the Late
Night at the Hallam Museum of Natural History, the Northgate University student housing
office, the Eastbrook Blood Donation Centre, Willowmere Riding School, Inkwell Print Shop
and the MV Skerrow cargo ferry to Hesta Island."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HEARING = "Clearwell Hearing on Mill Street is run by audiologist Dr. Priya Nandakumar, and her assistant, Tom Becker, handles all repairs. A full hearing test takes 45 minutes and costs $60, but it is free for customers aged 65 and over. Every hearing aid comes with a 30-day trial, and customers who return a device within that period get a full refund minus a $25 fitting fee. The shop is open Tuesday to Saturday from 9:00 a.m. to 5:30 p.m. Batteries are sold in packs of 6 for $8.50, and each customer may buy up to 10 packs per visit."

MARINA = "Gull Point Marina has 240 berths for boats up to 18 metres long. A summer berth, from 1 May to 30 September, costs £2,400, while a winter berth costs £1,150. The harbour master, Colin Ashby, assigns the berths, and the fuel dock is run by Aileen Morrow. The fuel dock is open from 7 a.m. to 7 p.m. every day except Sunday. Inside the harbour walls, boats must keep their speed below 4 knots."

KINDERGARTEN = "The enrolment office of the Riverside Kindergarten District accepts applications from 3 March to 28 March 2025. Children must be at least 3 years old on 1 September 2025 to be enrolled. Parents must bring the child's birth certificate and a proof of address dated within the last 3 months. Places are allocated by lottery on 15 April, and families then have 10 days to accept an offer. Siblings of current pupils get priority, except when the older sibling leaves the kindergarten that same summer."

ROOFING = "Hartley & Sons Roofing replaces tiled roofs across the county of Wexbury. A standard replacement of a 120-square-metre roof takes about 8 working days and costs from £14,500. Owner Mark Hartley carries out every site inspection himself, and his daughter, Ellen Hartley, prepares the written quotes. The company gives a 15-year guarantee on its labour and passes on the manufacturer's 25-year guarantee on the tiles. No work is started when wind speeds exceed 50 km/h."

MUSEUM = "On Friday 14 November 2025, the Hallam Museum of Natural History holds its Late Night event from 7 p.m. to midnight. Tickets cost £18 for adults and £9 for students, and children under 12 are not admitted. Curator Dr. Sofia Reyes gives a talk on fossil whales at 8:30 p.m. in the Blue Gallery, next to the whale skeleton on loan from the government of Egypt. The café serves food until 10:45 p.m., and the last entry is at 11 p.m. Only 600 tickets are available, and they go on sale on 20 October."

HOUSING = "The Student Housing Office of Northgate University manages 1,850 rooms in four halls of residence. A single room costs $640 per month, and a place in a shared double costs $410 per person per month. Students pay a $500 deposit, which is returned within 21 days of moving out if the room is undamaged. Housing officer Dana Whitfield handles room swaps, and the office manager, Luis Ortega, approves early contract terminations. The office is open Monday to Friday from 10 a.m. to 4 p.m., except on public holidays."

BLOOD = "The Eastbrook Blood Donation Centre accepts donors aged 18 to 65 who weigh at least 50 kg. A whole-blood donation takes about 10 minutes and collects 470 ml of blood. Men may donate every 12 weeks, women every 16 weeks. Anyone who has had a tattoo in the last 4 months cannot donate. The centre is open every day except Monday, from 8 a.m. to 2 p.m., and nurse-in-charge Grace Okafor supervises all first-time donors."

RIDING = "Willowmere Riding School offers group lessons for riders aged 8 and older. A one-hour group lesson costs $45, and a pack of 10 lessons costs $400. Each group has at most 6 riders. Riders must wear a helmet at all times; boots with a heel are required, but trainers are allowed for the first lesson. Head instructor Karen Lowe teaches the beginners, and her colleague Sam Pryce teaches show jumping."

PRINT = "Inkwell Print Shop prints A4 flyers at 12 cents per sheet for orders of up to 999 sheets and at 9 cents per sheet from 1,000 sheets. Standard orders are ready within 2 working days; express orders placed before 11 a.m. are ready the same day and cost 50% more. Files must be sent as PDF with a resolution of at least 300 dpi. Manager Rosa Lindqvist approves every order over $500. The shop is closed on Sundays."

FERRY = "The cargo ferry MV Skerrow runs between Portlane on the mainland and Hesta Island. It leaves Portlane at 6:15 a.m. on Mondays, Wednesdays and Fridays and sails back from Hesta at 2:30 p.m. the same day. The crossing takes 3 hours and 20 minutes. Freight costs £38 per pallet of up to 800 kg, and vehicles over 7.5 tonnes must be booked at least 48 hours in advance. Captain Ian Moffat commands the ferry, and the loading master, Fiona Grant, decides the order of loading."

# fmt: off
FAITHFULNESS = [
    w.faith("en-bq-001", "para.reorder", "How long does a hearing test take and what does it cost?", "For $60 you get a full hearing test, which lasts 45 minutes.", HEARING, True),
    w.faith("en-bq-002", "para.passive", "Who does the repairs at Clearwell Hearing?", "All repairs are handled by Tom Becker, the audiologist's assistant.", HEARING, True),
    w.faith("en-bq-003", "para.synonym", "How fast may boats go inside the harbour?", "Inside the harbour walls, vessels have to stay under 4 knots.", MARINA, True),
    w.faith("en-bq-004", "para.nominal", "How are kindergarten places given out?", "The allocation of places is done by lottery on 15 April.", KINDERGARTEN, True),
    w.faith("en-bq-005", "para.capital", "Who lent the whale skeleton shown in the Blue Gallery?", "The whale skeleton in the Blue Gallery is on loan from Cairo.", MUSEUM, True),
    w.faith("en-bq-006", "para.pronoun", "Who does the site inspections at Hartley & Sons?", "That's the owner, Mark Hartley. He carries out all of them himself.", ROOFING, True),
    w.faith("en-bq-007", "para.relative", "Who approves an early end to a housing contract?", "Luis Ortega, who is the office manager, approves early contract terminations.", HOUSING, True),
    w.faith("en-bq-008", "para.part", "Is there a sailing from Portlane on a Wednesday?", "Yes. On Wednesdays the ferry leaves Portlane at 6:15 a.m.", FERRY, True),
    w.faith("en-bq-009", "para.combine", "What does a group lesson cost and how big are the groups?", "A one-hour group lesson, in a group of at most 6 riders, costs $45.", RIDING, True),
    w.faith("en-bq-010", "fmt.number", "How long does a standard order take?", "Standard orders are ready within two working days.", PRINT, True),
    w.faith("en-bq-011", "fmt.thousands", "How many rooms does the housing office manage?", "It manages 1850 rooms across four halls of residence.", HOUSING, True),
    w.faith("en-bq-012", "fmt.scale", "How heavy can a pallet be?", "The £38 rate covers pallets weighing up to 0.8 tonnes.", FERRY, True),
    w.faith("en-bq-013", "fmt.date", "When can I apply for a kindergarten place?", "Applications are accepted from 2025-03-03 to 2025-03-28.", KINDERGARTEN, True),
    w.faith("en-bq-014", "fmt.time", "What time is the Late Night on?", "It runs from 19:00 to 24:00 on Friday 14 November 2025.", MUSEUM, True),
    w.faith("en-bq-015", "fmt.unit", "How much blood is taken in one donation?", "A whole-blood donation collects 470 millilitres of blood.", BLOOD, True),
    w.faith("en-bq-016", "fmt.abbrev", "When is the housing office open?", "Mon–Fri, 10 a.m.–4 p.m., except public holidays.", HOUSING, True),
    w.faith("en-bq-017", "fmt.currency", "How much is a pack of batteries?", "A pack of 6 batteries costs 8 dollars and 50 cents.", HEARING, True),
    w.faith("en-bq-018", "fmt.range", "How old do blood donors have to be?", "Donors must be at least 18 and no older than 65.", BLOOD, True),
    w.faith("en-bq-019", "fmt.period", "When do I get my deposit back?", "If the room is undamaged, the $500 deposit comes back within three weeks of moving out.", HOUSING, True),
    w.faith("en-bq-020", "fmt.share", "How much extra does an express order cost?", "An express order costs one and a half times the standard price, and if you place it before 11 a.m. it is ready the same day.", PRINT, True),
    w.faith("en-bq-021", "para.except", "On which days is the blood donation centre open?", "The centre is closed on Mondays; on all other days it opens from 8 a.m. to 2 p.m.", BLOOD, True),
    w.faith("en-bq-022", "wrap.opener", "How much is a summer berth?", "Great question! A summer berth, from 1 May to 30 September, costs £2,400.", MARINA, True),
    w.faith("en-bq-023", "wrap.closer", "How long is the guarantee on the labour?", "Hartley & Sons guarantees its labour for 15 years. I hope this helps!", ROOFING, True),
    w.faith("en-bq-024", "wrap.attribution", "Do I need riding boots?", "According to the document, boots with a heel are required, although trainers are allowed for the first lesson.", RIDING, True),
    w.faith("en-bq-025", "wrap.hedge", "How long is the crossing?", "I think the crossing takes 3 hours and 20 minutes.", FERRY, True),
    w.faith("en-bq-026", "wrap.question", "What format should my files be in?", "Files must be PDFs with a resolution of at least 300 dpi. Would you like to know the prices as well?", PRINT, True),
    w.faith("en-bq-027", "value.number", "How many berths does Gull Point Marina have?", "Gull Point Marina has 420 berths for boats up to 18 metres long.", MARINA, False),
    w.faith("en-bq-028", "value.date", "When do tickets for the Late Night go on sale?", "Tickets for the Late Night go on sale on 20 September.", MUSEUM, False),
    w.faith("en-bq-029", "value.time", "When does the ferry sail back from Hesta?", "It sails back from Hesta at 3:30 p.m. the same day.", FERRY, False),
    w.faith("en-bq-030", "value.unit", "What roof size is the standard replacement based on?", "The standard replacement is for a roof of 120 square feet and takes about 8 working days.", ROOFING, False),
    w.faith("en-bq-031", "value.currency", "What does a standard roof replacement cost?", "A standard roof replacement costs from €14,500.", ROOFING, False),
    w.faith("en-bq-032", "role.swap", "Who handles room swaps and who approves early terminations?", "Luis Ortega handles room swaps, while Dana Whitfield approves early contract terminations.", HOUSING, False),
    w.faith("en-bq-033", "negation", "Can I bring my 10-year-old to the Late Night?", "Yes, children under 12 are admitted to the Late Night.", MUSEUM, False),
    w.faith("en-bq-034", "antonym", "Can I pick up my order on a Sunday?", "Yes, Inkwell Print Shop is open on Sundays.", PRINT, False),
    w.faith("en-bq-035", "modality", "Do I have to wear a helmet?", "Riders may wear a helmet if they like, but it is up to them.", RIDING, False),
    w.faith("en-bq-036", "quantifier", "Can I try a hearing aid before buying it?", "Only some of the hearing aids come with a 30-day trial.", HEARING, False),
    w.faith("en-bq-037", "value.except", "When is the fuel dock open?", "The fuel dock is open from 7 a.m. to 7 p.m. every day of the week, Sundays included.", MARINA, False),
    w.faith("en-bq-038", "direction", "Where does the 6:15 a.m. sailing leave from?", "The 6:15 a.m. sailing leaves from Hesta Island and heads for Portlane.", FERRY, False),
    w.faith("en-bq-039", "added.fact", "What do I need to bring to enrol my child?", "Bring the child's birth certificate and a proof of address from the last 3 months, and pay the £20 application fee.", KINDERGARTEN, False),
    w.faith("en-bq-040", "added.entity", "Who looks after first-time donors?", "First-time donors are supervised by nurse-in-charge Grace Okafor together with Dr. Alan Hughes.", BLOOD, False),
    w.faith("en-bq-041", "mixed", "Who approves large orders?", "Orders over $500 are approved by manager Rosa Lindqvist, and such large orders are delivered free of charge.", PRINT, False),
]

REFUSAL = [
    w.refusal("en-bq-042", "refusal.plain", "Does Clearwell Hearing sell hearing aids for children?", "I don't know the answer to that.", HEARING, True),
    w.refusal("en-bq-043", "refusal.context", "Does the marina have showers?", "The provided context doesn't mention showers, so I can't answer that.", MARINA, True),
    w.refusal("en-bq-044", "refusal.short", "Does Hartley & Sons install solar panels?", "I can't say.", ROOFING, True),
    w.refusal("en-bq-045", "refusal.long", "Is there a cloakroom at the Late Night?", "Thank you for your question. Unfortunately, the information I have about the Late Night event says nothing about whether there is a cloakroom, so I'm not able to give you a reliable answer. You may want to contact the museum directly. Sorry I couldn't be of more help.", MUSEUM, True),
    w.refusal("en-bq-046", "refusal.hedged", "How long does a whole-blood donation take?", "I'm not completely sure, but it seems to take about 10 minutes.", BLOOD, False),
    w.refusal("en-bq-047", "refusal.partial", "How much is a pack of 10 lessons, and is there a discount for siblings?", "A pack of 10 lessons costs $400. I couldn't find anything about a sibling discount.", RIDING, False),
]

CORRECTNESS = [
    w.correct("en-bq-048", "correct.wordy", "How long does the MV Skerrow take to reach Hesta Island?", "Well, as far as the crossing goes, the MV Skerrow needs a total of three hours and twenty minutes to get from Portlane over to Hesta Island, so that's worth keeping in mind when you plan your day.", "The crossing takes 3 hours and 20 minutes.", True),
    w.correct("en-bq-049", "correct.short", "What is the minimum resolution for print files?", "300 dpi.", "Files must be sent as PDF with a resolution of at least 300 dpi.", True),
    w.correct("en-bq-050", "correct.format", "When is the talk on fossil whales?", "At 20:30, in the Blue Gallery.", "Dr. Sofia Reyes gives the talk at 8:30 p.m. in the Blue Gallery.", True),
    w.correct("en-bq-051", "wrong.value", "How much does a place in a shared double cost?", "A place in a shared double costs $460 per person per month.", "A place in a shared double costs $410 per person per month.", False),
    w.correct("en-bq-052", "wrong.echo", "What must parents bring to enrol their child?", "Parents must bring what is needed to enrol their child at the enrolment office.", "The child's birth certificate and a proof of address dated within the last 3 months.", False),
    w.correct("en-bq-053", "wrong.role", "Who prepares the written quotes at Hartley & Sons?", "The owner, Mark Hartley, prepares the written quotes, and his daughter Ellen does the site inspections.", "Ellen Hartley, the owner's daughter, prepares the written quotes.", False),
]

RELEVANCY = [
    w.relevant("en-bq-054", "relevant.direct", "Who decides the order of loading on the MV Skerrow?", "The loading master, Fiona Grant, decides the order of loading.", FERRY, True),
    w.relevant("en-bq-055", "relevant.yesno", "Can an 8-year-old join a group lesson?", "Yes, group lessons are open to riders aged 8 and older.", RIDING, True),
    w.relevant("en-bq-056", "offtopic.true", "When is the lottery for kindergarten places held?", "Children must be at least 3 years old on 1 September 2025 to be enrolled.", KINDERGARTEN, False),
    w.relevant("en-bq-057", "offtopic.other", "How much is the deposit for a room?", "For a room swap, just tell Dana Whitfield which hall you would like to move to.", HOUSING, False),
]

DIAGNOSIS = [
    w.diag("en-bq-058", "diag.pass", "How much is a winter berth at Gull Point Marina?", "A winter berth costs £1,150.", {"marina": MARINA, "ferry": FERRY}, ("marina",), "pass"),
    w.diag("en-bq-059", "diag.offtopic", "What is the minimum weight for blood donors?", "The centre is open every day except Monday, from 8 a.m. to 2 p.m.", {"blood": BLOOD, "riding": RIDING}, ("blood",), "fix_generation"),
    w.diag("en-bq-060", "diag.unfaithful", "What is the largest group size at Willowmere?", "Groups at Willowmere have up to 12 riders.", {"riding": RIDING, "print": PRINT}, ("riding",), "fix_generation"),
    w.diag("en-bq-061", "diag.refused", "How much is a student ticket for the Late Night?", "Sorry, I couldn't find the student ticket price in the documents.", {"museum": MUSEUM, "housing": HOUSING}, ("museum",), "fix_generation"),
    w.diag("en-bq-062", "diag.missed", "Above what wind speed will Hartley & Sons not start work on a roof?", "The documents I have don't say at what wind speed roofing work is put off.", {"marina": MARINA, "ferry": FERRY}, ("roofing",), "fix_retrieval"),
    w.diag("en-bq-063", "diag.correct_refusal", "Does Inkwell Print Shop bind booklets?", "The documents don't mention binding, so I can't tell you.", {"print": PRINT, "hearing": HEARING}, (), "correct_refusal"),
    w.diag("en-bq-064", "diag.should_refuse", "How much does parking cost at the blood donation centre?", "Parking at the centre costs £2 per hour.", {"blood": BLOOD, "kindergarten": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
