"""English cases of set AP: a rowing club, a pottery studio, a planetarium, a bicycle repair
co-op, a library seed exchange, a community choir, an island ferry, a skate park and a pub quiz."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

ROWING = (
    "The Riverside Rowing Club opens its boathouse at 6:30 a.m. on weekdays and at 8:00 a.m. on Saturdays; it is closed on Sundays. "
    "Annual membership costs $340, and juniors under 16 pay half that amount. "
    "New members must complete a 200-metre swim test before their first outing. "
    "Coach Dana Whitfield leads the beginner sessions every Tuesday and Thursday."
)
POTTERY = (
    "Kilnworks Pottery Studio runs an eight-week wheel-throwing course starting on 14 October 2025. "
    "The course fee is £285, which includes 12.5 kilograms of clay and all glazes. "
    "Classes meet on Wednesday evenings from 18:30 to 21:00. "
    "Students may bring a guest to the final session, but guests cannot use the wheels."
)
PLANETARIUM = (
    "The Holloway Planetarium seats 180 visitors in its dome theatre, and last year it welcomed 46,000 visitors. "
    "Shows run every 45 minutes between 10:00 and 17:15. "
    "Children under 4 enter free; all other visitors pay €9. "
    "School groups must book at least two weeks in advance, and the rooftop telescope is open to the public on clear Friday nights, except in December."
)
BIKES = (
    "Spokes & Chains, a bicycle repair cooperative on Maple Street, was founded in 2011 by Priya Nandakumar and Tom Ellery. "
    "Its volunteers repaired 3,200 bikes last year, up from 2,750 the year before. "
    "Members get 15% off parts, and the workshop lends tools to anyone for free on Saturday mornings."
)
SEEDS = (
    "The Eastfield Library seed exchange lets each cardholder take up to five packets per visit. "
    "The seeds are donated by the Eastfield Garden Society, which sorts them on the first Monday of every month. "
    "Tomato and pepper seeds are available all year, while squash seeds are only offered from March to May."
)
CHOIR = (
    "The Harbor Lights Choir rehearses in St. Anne's Hall every Monday at 7:15 pm. "
    "Sixteen of its 64 singers are tenors. "
    "The choir's winter concert takes place on December 13, and tickets cost $12."
)
FERRY = (
    "The Gull Island ferry leaves the mainland pier at 9:10 a.m. and 2:40 p.m. daily from May 1 to September 30. "
    "The crossing takes 35 minutes. "
    "A return ticket costs $18 for adults and $9 for children, and bicycles travel for an extra $4. "
    "Dogs are welcome on the outer deck only."
)
SKATE = (
    "The town's new skate park cost $1,200,000 and covers 2,400 square metres. "
    "It was funded by the Parks Department and a local surf shop, Tidewater Boards. "
    "The park opens daily at 9 a.m. and closes at sunset, and helmets are mandatory for riders under 12."
)
QUIZ = (
    "At the Corner Café's Thursday quiz, host Marcus Bell reads the questions and his sister Ruth keeps the score. "
    "Teams of up to six players compete, and entry is £2 per person. "
    "The winning team takes home a £50 bar voucher. "
    "The quiz starts at 8 pm, and latecomers may join after the first round."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-ap-001", "para.reorder", "When is the rowing club's boathouse open?", "On Saturdays the boathouse opens at 8:00 a.m., on weekdays at 6:30 a.m., and on Sundays it stays closed.", ROWING, True),
    w.faith("en-ap-002", "para.passive", "Who runs the beginner rowing sessions?", "The beginner sessions are led by Coach Dana Whitfield every Tuesday and Thursday.", ROWING, True),
    w.faith("en-ap-003", "para.synonym", "What do new rowers have to do before they go out on the water?", "Before their first outing, new members have to finish a 200-metre swim test.", ROWING, True),
    w.faith("en-ap-004", "para.part", "How much does it cost to join the rowing club?", "Annual membership costs $340.", ROWING, True),
    w.faith("en-ap-005", "fmt.period", "What is the membership fee at the rowing club?", "Membership is $340 per year.", ROWING, True),
    w.faith("en-ap-006", "fmt.date", "When does the wheel-throwing course begin?", "The course begins on October 14, 2025.", POTTERY, True),
    w.faith("en-ap-007", "fmt.time", "What time are the pottery classes?", "Classes are on Wednesday evenings from 6:30 pm to 9 pm.", POTTERY, True),
    w.faith("en-ap-008", "fmt.unit", "How much clay comes with the pottery course?", "The fee covers 12.5 kg of clay as well as all the glazes.", POTTERY, True),
    w.faith("en-ap-009", "fmt.number", "How long is the wheel-throwing course?", "The wheel-throwing course lasts 8 weeks.", POTTERY, True),
    w.faith("en-ap-010", "fmt.currency", "What is the fee for the pottery course?", "The course fee is 285 pounds, clay and glazes included.", POTTERY, True),
    w.faith("en-ap-011", "para.except", "When can the public use the planetarium's rooftop telescope?", "Apart from December, the public can use the rooftop telescope on clear Friday nights.", PLANETARIUM, True),
    w.faith("en-ap-012", "fmt.thousands", "How many people visited the planetarium last year?", "The planetarium welcomed 46000 visitors last year.", PLANETARIUM, True),
    w.faith("en-ap-013", "fmt.range", "When do the planetarium shows run?", "A show starts every 45 minutes from 10:00-17:15.", PLANETARIUM, True),
    w.faith("en-ap-014", "wrap.opener", "How much is an adult ticket at the planetarium?", "Great question! An adult ticket costs €9.", PLANETARIUM, True),
    w.faith("en-ap-015", "para.relative", "Who founded Spokes & Chains?", "Priya Nandakumar and Tom Ellery founded Spokes & Chains, which is a bicycle repair cooperative on Maple Street, in 2011.", BIKES, True),
    w.faith("en-ap-016", "wrap.closer", "Can I borrow tools at Spokes & Chains?", "Yes, the workshop lends tools to anyone for free on Saturday mornings. Hope that helps!", BIKES, True),
    w.faith("en-ap-017", "para.combine", "What discount do co-op members get, and when can anyone borrow tools?", "Members save 15% on parts, and on Saturday mornings anyone can borrow tools at no charge.", BIKES, True),
    w.faith("en-ap-018", "wrap.attribution", "How many seed packets can I take from the library?", "According to the library, each cardholder may take up to five packets per visit.", SEEDS, True),
    w.faith("en-ap-019", "para.pronoun", "Who sorts the seeds for the seed exchange?", "The Eastfield Garden Society donates the seeds, and it sorts them on the first Monday of every month.", SEEDS, True),
    w.faith("en-ap-020", "para.nominal", "Where and when does the Harbor Lights Choir practise?", "The choir's rehearsals take place in St. Anne's Hall every Monday at 7:15 pm.", CHOIR, True),
    w.faith("en-ap-021", "para.capital", "Where does the choir rehearse?", "the harbor lights choir rehearses in st. anne's hall every monday at 7:15 pm.", CHOIR, True),
    w.faith("en-ap-022", "fmt.share", "How many of the choir's singers are tenors?", "A quarter of the choir's 64 singers are tenors.", CHOIR, True),
    w.faith("en-ap-023", "wrap.hedge", "How long does the ferry crossing take?", "As far as I can tell, the crossing takes 35 minutes.", FERRY, True),
    w.faith("en-ap-024", "fmt.time", "What time does the Gull Island ferry leave the mainland?", "The ferry leaves the mainland pier at 09:10 and 14:40.", FERRY, True),
    w.faith("en-ap-025", "fmt.abbrev", "How long is the trip to Gull Island?", "The crossing takes 35 min.", FERRY, True),
    w.faith("en-ap-026", "wrap.question", "Are dogs allowed on the ferry?", "Are dogs allowed? Yes, but only on the outer deck.", FERRY, True),
    w.faith("en-ap-027", "fmt.scale", "How much did the new skate park cost?", "The new skate park cost $1.2 million.", SKATE, True),
    w.faith("en-ap-028", "para.pronoun", "Who paid for the skate park?", "The Parks Department and Tidewater Boards funded it.", SKATE, True),
    w.faith("en-ap-029", "fmt.unit", "How big is the skate park?", "The skate park covers 2,400 m².", SKATE, True),
    w.faith("en-ap-030", "para.synonym", "What does the winning quiz team get?", "The team that wins receives a £50 voucher for the bar.", QUIZ, True),
    # a single clear error
    w.faith("en-ap-031", "value.number", "How many singers does the Harbor Lights Choir have?", "The choir has 46 singers.", CHOIR, False),
    w.faith("en-ap-032", "value.date", "When does the wheel-throwing course start?", "The course starts on 14 November 2025.", POTTERY, False),
    w.faith("en-ap-033", "value.time", "When does the afternoon ferry leave?", "The afternoon ferry leaves the mainland pier at 3:40 p.m.", FERRY, False),
    w.faith("en-ap-034", "value.unit", "How large is the skate park?", "The skate park covers 2,400 square feet.", SKATE, False),
    w.faith("en-ap-035", "value.currency", "What do adults pay at the planetarium?", "Adults pay $9 to get in.", PLANETARIUM, False),
    w.faith("en-ap-036", "role.swap", "Who does what at the Corner Café quiz?", "Ruth reads the questions and her brother Marcus keeps the score.", QUIZ, False),
    w.faith("en-ap-037", "negation", "Do young riders need a helmet at the skate park?", "Helmets are not required for riders under 12.", SKATE, False),
    w.faith("en-ap-038", "antonym", "Where can dogs go on the ferry?", "Dogs are welcome on the inner deck only.", FERRY, False),
    w.faith("en-ap-039", "modality", "Can students bring someone to the last pottery class?", "Students must bring a guest to the final session.", POTTERY, False),
    w.faith("en-ap-040", "quantifier", "Who gets into the planetarium for free?", "All children enter the planetarium for free.", PLANETARIUM, False),
    w.faith("en-ap-041", "direction", "How did the number of repaired bikes change last year?", "The number of bikes repaired dropped from 3,200 to 2,750 last year.", BIKES, False),
    w.faith("en-ap-042", "added.fact", "How long is the ferry crossing?", "The crossing takes 35 minutes, and snacks are sold on board.", FERRY, False),
    w.faith("en-ap-043", "added.entity", "What can the winning team win at the quiz?", "The winners take home a £50 bar voucher sponsored by Harbour Brewery.", QUIZ, False),
    w.faith("en-ap-044", "value.except", "When is the rooftop telescope open to the public?", "It is open on clear Friday nights, except in January.", PLANETARIUM, False),
]

REFUSAL = [
    w.refusal("en-ap-045", "refusal.plain", "Does the rowing club offer private lessons?", "I don't know whether the rowing club offers private lessons.", ROWING, True),
    w.refusal("en-ap-046", "refusal.long", "Where can I park when I visit the planetarium?", "I'm sorry, but I couldn't find anything about parking in the information I was given, so I can't tell you where to park for the planetarium.", PLANETARIUM, True),
    w.refusal("en-ap-047", "refusal.hedged", "What time does the afternoon ferry leave?", "I'm not completely sure, but it looks like the afternoon ferry leaves at 2:40 p.m.", FERRY, False),
    w.refusal("en-ap-048", "refusal.partial", "When does the morning ferry leave, and how much is parking at the pier?", "The morning ferry leaves at 9:10 a.m.; the documents don't mention the price of parking at the pier.", FERRY, False),
]

CORRECTNESS = [
    w.correct("en-ap-049", "correct.wordy", "What time does the Corner Café quiz start?", "The Thursday quiz at the Corner Café gets going at 8 pm, with Marcus Bell reading out the questions.", "The quiz starts at 8 pm.", True),
    w.correct("en-ap-050", "correct.wordy", "How much does it cost to enter the quiz?", "Entry is £2 for each player, so a full team of six pays £12 altogether.", "Entry is £2 per person.", True),
    w.correct("en-ap-051", "correct.short", "Who leads the beginner rowing sessions?", "Dana Whitfield.", "Coach Dana Whitfield leads the beginner sessions.", True),
    w.correct("en-ap-052", "correct.format", "When does the ferry season end?", "Sept. 30.", "The ferry runs until September 30.", True),
    w.correct("en-ap-053", "wrong.value", "How many bikes did the co-op repair last year?", "The co-op's volunteers repaired 2,750 bikes last year.", "They repaired 3,200 bikes last year.", False),
    w.correct("en-ap-054", "wrong.role", "Who reads out the questions at the quiz?", "Ruth, Marcus Bell's sister, reads out the questions.", "Marcus Bell, the host, reads the questions.", False),
]

RELEVANCY = [
    w.relevant("en-ap-055", "relevant.direct", "What time does the boathouse open on Saturdays?", "At 8:00 a.m.", ROWING, True),
    w.relevant("en-ap-056", "relevant.direct", "Where does the choir practise?", "In St. Anne's Hall.", CHOIR, True),
    w.relevant("en-ap-057", "relevant.direct", "What's the price for a kid on the ferry?", "$9 for a return ticket.", FERRY, True),
    w.relevant("en-ap-058", "relevant.direct", "How do I arrange a planetarium visit for my class?", "Book at least two weeks ahead.", PLANETARIUM, True),
    w.relevant("en-ap-059", "relevant.yesno", "Can I take my bicycle on the ferry?", "Yes, for an extra $4.", FERRY, True),
    w.relevant("en-ap-060", "offtopic.true", "How much does the pottery course cost?", "Classes meet on Wednesday evenings from 18:30 to 21:00.", POTTERY, False),
]

DIAGNOSIS = [
    w.diag("en-ap-061", "diag.pass", "How much is a return ferry ticket for an adult?", "An adult return ticket costs $18.", {"ferry-fares": FERRY, "skate-park": SKATE}, ("ferry-fares",), "pass"),
    w.diag("en-ap-062", "diag.missed", "What time do the pottery classes meet?", "The documents I have don't say when the pottery classes meet.", {"choir-info": CHOIR, "quiz-night": QUIZ}, ("pottery-course",), "fix_retrieval"),
    w.diag("en-ap-063", "diag.correct_refusal", "Does the planetarium have a gift shop?", "The information I have doesn't mention a gift shop at the planetarium.", {"planetarium-visits": PLANETARIUM}, (), "correct_refusal"),
    w.diag("en-ap-064", "diag.unfaithful", "Who funded the skate park?", "It was funded by the Parks Department and the town's Rotary Club.", {"skate-park": SKATE}, ("skate-park",), "fix_generation"),
    w.diag("en-ap-065", "diag.offtopic", "When does the seed exchange offer squash seeds?", "Each cardholder can take up to five packets per visit.", {"seed-exchange": SEEDS, "bike-coop": BIKES}, ("seed-exchange",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
