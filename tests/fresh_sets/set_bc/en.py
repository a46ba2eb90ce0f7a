"""English cases of set BC. Scenarios: a ski school's beginner lessons, a tailor's alterations
service, a public observatory's stargazing evenings, a karaoke room, a passport photo booth at a
station, a farm shop, a sailing club's beginner course and a senior citizens' dance class."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SKI = (
    "Pinecrest Ski School runs beginner group lessons every Saturday and Sunday from 9:30 a.m. to 12:00 p.m. "
    "Each group has no more than 8 pupils, and children must be at least 5 years old to join. "
    "A package of four lessons costs $240, and helmets are lent free of charge. "
    "Marta Olsen leads the Saturday beginner group."
)
TAILOR = (
    "Stitch & Hem, the alterations service on Carver Street, shortens trousers for £12 a pair and takes in dresses from £25. "
    "Standard alterations are ready in 5 working days, and express service within 48 hours costs an extra £10. "
    "The shop is open Tuesday to Saturday, 10 a.m. to 6 p.m., and is closed on Sundays and Mondays."
)
OBSERVATORY = (
    "The Hollow Ridge Public Observatory holds free stargazing evenings on the first Friday of every month, starting at 8:30 p.m. "
    "Visitors look through the 60-centimetre telescope in the main dome, and the evening is cancelled if the sky is cloudy. "
    "Booking is required because only 40 places are available. "
    "The dome was restored in 2021 at a cost of $1,400,000, and 12,400 people visited last year."
)
KARAOKE = (
    "Room 7 at Echo Box Karaoke seats up to 12 people and is rented by the hour. "
    "The rate is $30 per hour before 6 p.m. and $45 per hour after 6 p.m. "
    "Outside food is not allowed, but guests may bring a birthday cake. "
    "Bookings must be cancelled at least 24 hours in advance for a full refund."
)
PHOTO = (
    "The passport photo booth at Linden Station prints four photos for $8. "
    "It accepts cards and coins but not banknotes. "
    "Each session allows three attempts before the photos are printed, and printing takes about 2 minutes."
)
FARM = (
    "Millbrook Farm Shop sells eggs from its own hens at $4.50 per dozen. "
    "The shop is open every day except Wednesday, from 8 a.m. to 5 p.m. "
    "Half of the vegetables on sale are grown on the farm, and the rest come from two neighbouring farms. "
    "Owner Tom Reyes delivers orders over $50 free of charge within 10 miles."
)
SAILING = (
    "Bayside Sailing Club offers a two-day beginner course on 14 and 15 June for $320. "
    "Participants must be able to swim 50 metres, and life jackets are provided. "
    "The course is taught by Priya Nair, and each boat carries one instructor and three students."
)
DANCE = (
    "The Silver Steps dance class for seniors meets every Thursday at 2 p.m. in the Oakfield Community Hall. "
    "Each session lasts 90 minutes and costs $5, and partners are not required. "
    "Instructor Leonard Kim teaches waltz and foxtrot, and his assistant Grace Pell handles registration."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # every claim supported
    w.faith("en-bc-001", "para.reorder", "When are the beginner ski lessons?", "From 9:30 a.m. to 12:00 p.m. every Saturday and Sunday, the school runs its beginner group lessons.", SKI, True),
    w.faith("en-bc-002", "para.passive", "Who leads the Saturday beginner group?", "The Saturday beginner group is led by Marta Olsen.", SKI, True),
    w.faith("en-bc-003", "para.synonym", "How old does a child have to be to join?", "Kids need to be 5 or older to join.", SKI, True),
    w.faith("en-bc-004", "para.nominal", "Are helmets included?", "Helmet loan is free of charge.", SKI, True),
    w.faith("en-bc-005", "fmt.currency", "How much is the four-lesson package?", "The four-lesson package costs 240 dollars.", SKI, True),
    w.faith("en-bc-006", "fmt.abbrev", "When do the beginner lessons run?", "They run Sat & Sun, 9:30 a.m.–12 p.m.", SKI, True),
    w.faith("en-bc-007", "fmt.time", "What time do the stargazing evenings start?", "They start at 20:30.", OBSERVATORY, True),
    w.faith("en-bc-008", "fmt.scale", "How much did the dome restoration cost?", "Restoring the dome in 2021 cost $1.4 million.", OBSERVATORY, True),
    w.faith("en-bc-009", "fmt.unit", "How big is the telescope in the main dome?", "It is a 600-millimetre telescope.", OBSERVATORY, True),
    w.faith("en-bc-010", "fmt.thousands", "How many people visited the observatory last year?", "12400 people visited last year.", OBSERVATORY, True),
    w.faith("en-bc-011", "fmt.period", "How often are the stargazing evenings held?", "Once a month, on the first Friday, starting at 8:30 p.m.", OBSERVATORY, True),
    w.faith("en-bc-012", "wrap.attribution", "Do I need to book for a stargazing evening?", "According to the observatory, booking is required because only 40 places are available.", OBSERVATORY, True),
    w.faith("en-bc-013", "para.capital", "Where is the alterations service?", "STITCH & HEM is on Carver Street.", TAILOR, True),
    w.faith("en-bc-014", "fmt.range", "When is Stitch & Hem open?", "It's open Tuesday–Saturday, 10 a.m.–6 p.m.", TAILOR, True),
    w.faith("en-bc-015", "para.synonym", "How long do standard alterations take?", "Regular alterations take five business days.", TAILOR, True),
    w.faith("en-bc-016", "fmt.period", "Is there a faster option?", "Yes, express service, done within two days, costs £10 extra.", TAILOR, True),
    w.faith("en-bc-017", "fmt.number", "How many people fit in Room 7?", "Room 7 seats up to twelve people.", KARAOKE, True),
    w.faith("en-bc-018", "para.part", "What does Room 7 cost in the evening?", "After 6 p.m. it's $45 an hour.", KARAOKE, True),
    w.faith("en-bc-019", "fmt.time", "What does Room 7 cost in the afternoon?", "Before 18:00 the room costs $30 an hour.", KARAOKE, True),
    w.faith("en-bc-020", "wrap.opener", "How long does printing take at the photo booth?", "Sure! Printing takes about 2 minutes.", PHOTO, True),
    w.faith("en-bc-021", "para.combine", "Tell me about the photo booth at Linden Station.", "For $8 the Linden Station booth prints four photos, and it takes cards and coins.", PHOTO, True),
    w.faith("en-bc-022", "wrap.question", "Can I pay with banknotes at the photo booth?", "Only carrying notes? Unfortunately the booth accepts cards and coins but not banknotes.", PHOTO, True),
    w.faith("en-bc-023", "para.except", "Which days is the farm shop open?", "It's closed only on Wednesdays and open on all the other days.", FARM, True),
    w.faith("en-bc-024", "fmt.share", "How many of the vegetables are grown on the farm?", "50% of the vegetables on sale are grown on the farm.", FARM, True),
    w.faith("en-bc-025", "fmt.abbrev", "How far does the farm deliver for free?", "Orders over $50 are delivered free within 10 mi.", FARM, True),
    w.faith("en-bc-026", "para.passive", "Who delivers the farm orders?", "Orders over $50 are delivered free of charge by owner Tom Reyes within 10 miles.", FARM, True),
    w.faith("en-bc-027", "fmt.currency", "How much are the eggs?", "The eggs are 4.50 dollars a dozen.", FARM, True),
    w.faith("en-bc-028", "fmt.date", "When is the sailing course?", "The beginner course runs on June 14 and June 15.", SAILING, True),
    w.faith("en-bc-029", "para.relative", "What does the sailing course cost?", "The two-day beginner course, which is taught by Priya Nair, costs $320.", SAILING, True),
    w.faith("en-bc-030", "para.reorder", "What do I need for the sailing course?", "Life jackets are provided, and participants must be able to swim 50 metres.", SAILING, True),
    w.faith("en-bc-031", "para.pronoun", "Who teaches the Silver Steps class?", "Leonard Kim does; he teaches waltz and foxtrot.", DANCE, True),
    w.faith("en-bc-032", "wrap.closer", "How much does the dance class cost?", "Each session costs $5. Hope you enjoy the class!", DANCE, True),
    w.faith("en-bc-033", "wrap.hedge", "How long is a dance session?", "I believe each session lasts 90 minutes.", DANCE, True),
    w.faith("en-bc-034", "para.combine", "Where and when does Silver Steps meet?", "The class meets on Thursdays at 2 p.m. in the Oakfield Community Hall and costs $5 per 90-minute session.", DANCE, True),
    # one clear error
    w.faith("en-bc-035", "value.number", "How many pupils can be in a ski group?", "Each group has no more than 10 pupils.", SKI, False),
    w.faith("en-bc-036", "value.time", "What time do the stargazing evenings start?", "They start at 9:30 p.m.", OBSERVATORY, False),
    w.faith("en-bc-037", "value.currency", "How much does it cost to shorten trousers?", "Shortening trousers costs £15 a pair.", TAILOR, False),
    w.faith("en-bc-038", "value.date", "When is the sailing course?", "The beginner course is on 14 and 15 July.", SAILING, False),
    w.faith("en-bc-039", "value.unit", "How far must participants be able to swim?", "Participants must be able to swim 50 feet.", SAILING, False),
    w.faith("en-bc-040", "role.swap", "Who does what at Silver Steps?", "Grace Pell teaches waltz and foxtrot, and Leonard Kim handles registration.", DANCE, False),
    w.faith("en-bc-041", "negation", "Do I need a partner for the dance class?", "Yes, partners are required for the class.", DANCE, False),
    w.faith("en-bc-042", "antonym", "Is Stitch & Hem open on Sundays?", "Yes, the shop is open on Sundays.", TAILOR, False),
    w.faith("en-bc-043", "modality", "What's the rule on birthday cakes in Room 7?", "Guests must bring a birthday cake.", KARAOKE, False),
    w.faith("en-bc-044", "quantifier", "Where do the farm shop's vegetables come from?", "All of the vegetables on sale are grown on the farm.", FARM, False),
    w.faith("en-bc-045", "direction", "Does the price of Room 7 change in the evening?", "Yes, after 6 p.m. the hourly rate drops from $45 to $30.", KARAOKE, False),
    w.faith("en-bc-046", "value.except", "Which days is the farm shop open?", "It's open every day except Monday.", FARM, False),
    w.faith("en-bc-047", "added.fact", "What do I get from the photo booth?", "The booth prints four photos for $8 and also emails you a digital copy.", PHOTO, False),
    w.faith("en-bc-048", "added.entity", "Who teaches the sailing course?", "The course is taught by Priya Nair and Daniel Ortiz.", SAILING, False),
    w.faith("en-bc-049", "value.number", "How many attempts do I get in the photo booth?", "Each session allows five attempts before the photos are printed.", PHOTO, False),
    w.faith("en-bc-050", "negation", "Are life jackets provided on the sailing course?", "No, life jackets are not provided.", SAILING, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-bc-051", "refusal.plain", "Does Pinecrest Ski School offer night skiing?", "I'm sorry, I don't have that information.", SKI, True),
    w.refusal("en-bc-052", "refusal.context", "Is there parking at the observatory?", "The provided context doesn't say whether the observatory has parking.", OBSERVATORY, True),
    w.refusal("en-bc-053", "refusal.hedged", "How long do standard alterations take at Stitch & Hem?", "I'm not completely certain, but it looks like standard alterations are ready in 5 working days.", TAILOR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-bc-054", "correct.wordy", "How much does the four-lesson ski package cost?", "If you sign up for the package of four lessons at Pinecrest Ski School, the total you pay for all four sessions comes to $240.", "$240.", True),
    w.correct("en-bc-055", "correct.wordy", "When does the Silver Steps class meet?", "Silver Steps gets together on Thursdays, and each week the session begins at two in the afternoon.", "Every Thursday at 2 p.m.", True),
    w.correct("en-bc-056", "correct.format", "What time does the stargazing evening start?", "20:30.", "8:30 p.m.", True),
    w.correct("en-bc-057", "wrong.value", "How many photos does the booth print for $8?", "The booth prints six photos for $8.", "Four photos.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-bc-058", "relevant.direct", "When can I go stargazing at Hollow Ridge?", "On the first Friday of every month, from 8:30 p.m.", OBSERVATORY, True),
    w.relevant("en-bc-059", "relevant.direct", "What will it set me back to have my trousers taken up?", "£12 a pair.", TAILOR, True),
    w.relevant("en-bc-060", "relevant.direct", "Who's in charge of the Saturday beginners on the slopes?", "Marta Olsen leads that group.", SKI, True),
    w.relevant("en-bc-061", "relevant.yesno", "Can I bring a birthday cake into Room 7?", "Yes, a birthday cake is allowed.", KARAOKE, True),
    w.relevant("en-bc-062", "offtopic.true", "How much does the farm shop charge for eggs?", "Owner Tom Reyes delivers orders over $50 free of charge within 10 miles.", FARM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-bc-063", "diag.pass", "How much is a dozen eggs at Millbrook?", "A dozen eggs costs $4.50.",
           {"farm-eggs": "Millbrook Farm Shop sells eggs from its own hens at $4.50 per dozen.",
            "farm-hours": "The shop is open every day except Wednesday, from 8 a.m. to 5 p.m."},
           ("farm-eggs",), "pass"),
    w.diag("en-bc-064", "diag.missed", "What time does the Silver Steps class start?", "I'm sorry, the information doesn't say when the class starts.",
           {"hall-rental": "The Oakfield Community Hall can be rented for private parties at $60 per evening.",
            "dance-price": "Each Silver Steps session lasts 90 minutes and costs $5."},
           ("dance-schedule",), "fix_retrieval"),
    w.diag("en-bc-065", "diag.correct_refusal", "Does the Linden Station booth take visa photos for China?", "The available information says nothing about visa photos for China.",
           {"booth-price": "The passport photo booth at Linden Station prints four photos for $8.",
            "booth-payment": "The booth accepts cards and coins but not banknotes."},
           (), "correct_refusal"),
    w.diag("en-bc-066", "diag.unfaithful", "When is the sailing course?", "The beginner course runs on 21 and 22 June.",
           {"sail-course": "Bayside Sailing Club offers a two-day beginner course on 14 and 15 June for $320."},
           ("sail-course",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
