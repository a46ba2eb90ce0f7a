"""English cases of set AW: a podcast studio rental, a mushroom foraging walk, a ski rental
shop, a film club, a harbour museum, a student job centre and a soap-making class."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

STUDIO = (
    "Echo Room Studios rents its podcast booth for £35 per hour, with a minimum booking of two hours. "
    "The booth seats up to four guests and comes with four microphones and a mixing desk. "
    "Bookings cancelled at least 48 hours in advance are refunded in full. "
    "Sound engineer Priya Nandakumar can be hired for an extra £20 per hour."
)
WALK = (
    "The Hollow Oak mushroom walk starts at 9:30 am on Saturday 18 October from the car park at Brambleford Woods. "
    "Guide Tomasz Wierzbicki leads groups of at most twelve people along a 6-kilometre trail. "
    "Tickets cost €18 for adults, and children under 12 walk free. "
    "Participants must not eat anything they pick until the guide has checked it."
)
SKI = (
    "Alpenblick Ski Rental is open from 8:00 to 17:30 every day except Tuesday. "
    "A full set of skis, boots and poles costs CHF 42 per day, and helmets are included free of charge. "
    "Customers who rent for seven days or more get a 15% discount. "
    "Damaged equipment must be reported at the counter before it is returned."
)
FILM = (
    "The Lantern Film Club meets on the first Thursday of every month at 7:45 pm in Room B of the Whitcombe Library. "
    "Annual membership costs $25, and each member may bring one guest per screening. "
    "The club chair, Delphine Okafor, picks the films from members' suggestions. "
    "In December the screening moves to the Regent Cinema."
)
MUSEUM = (
    "The Saltmarsh Harbour Museum welcomed 48,200 visitors in 2023, and its restoration appeal raised £1,300,000. "
    "Its oldest exhibit is a fishing boat built in 1887 by the shipwright Ezra Pollard. "
    "Entry is free for county residents, while other visitors pay £7.50. "
    "The museum's 31-metre lighthouse tower can be climbed from April to September."
)
JOBS = (
    "The Northgate University student job centre is on the ground floor of the Marlow Building and opens Monday to Friday from 10 am to 4 pm. "
    "During term time, students may work no more than 20 hours per week. "
    "Advisers review CVs within three working days. "
    "About half of the jobs listed are in hospitality."
)
SOAP = (
    "The Lavender Lane soap-making class takes place on Sunday 9 March from 2 pm to 5 pm. "
    "Each participant makes six bars of soap and takes them home in a gift box. "
    "The class costs $65 including all materials, and goggles and gloves are provided. "
    "The instructor, Marguerite Bell, has taught soap-making for eleven years."
)

# fmt: off
FAITHFULNESS = [
    # faithful: paraphrase, format and wrapping phenomena
    w.faith("en-aw-001", "para.reorder", "How much does the podcast booth cost?", "The minimum booking is two hours, and the booth costs £35 per hour.", STUDIO, True),
    w.faith("en-aw-002", "para.passive", "Who picks the films at the Lantern Film Club?", "The films are picked by the club chair, Delphine Okafor, from members' suggestions.", FILM, True),
    w.faith("en-aw-003", "para.synonym", "How many people can the podcast booth hold?", "The booth has room for as many as four guests.", STUDIO, True),
    w.faith("en-aw-004", "para.nominal", "What is the cancellation policy at Echo Room Studios?", "A full refund is given for cancellations made at least 48 hours in advance.", STUDIO, True),
    w.faith("en-aw-005", "para.capital", "Where does the film club meet?", "the lantern film club meets in room b of the whitcombe library.", FILM, True),
    w.faith("en-aw-006", "para.pronoun", "Who leads the mushroom walk?", "Tomasz Wierzbicki leads it, taking groups of at most twelve people.", WALK, True),
    w.faith("en-aw-007", "para.relative", "Who is Priya Nandakumar?", "Priya Nandakumar is the sound engineer, who can be hired for an extra £20 per hour.", STUDIO, True),
    w.faith("en-aw-008", "para.part", "What does the podcast booth come with?", "The booth comes with a mixing desk.", STUDIO, True),
    w.faith("en-aw-009", "para.combine", "Tell me about the soap-making class.", "Marguerite Bell, who has taught soap-making for eleven years, is the instructor of the $65 class on Sunday 9 March.", SOAP, True),
    w.faith("en-aw-010", "fmt.number", "How many people can join a mushroom walk group?", "Each group has a maximum of 12 people.", WALK, True),
    w.faith("en-aw-011", "fmt.thousands", "How many people visited the harbour museum in 2023?", "The museum had 48200 visitors in 2023.", MUSEUM, True),
    w.faith("en-aw-012", "fmt.scale", "How much did the museum's restoration appeal raise?", "The restoration appeal raised £1.3 million.", MUSEUM, True),
    w.faith("en-aw-013", "fmt.date", "When is the mushroom walk?", "It's on Saturday, October 18th, starting at 9:30 am.", WALK, True),
    w.faith("en-aw-014", "fmt.time", "What time does the film club meet?", "The club meets at 19:45 on the first Thursday of every month.", FILM, True),
    w.faith("en-aw-015", "fmt.unit", "How long is the mushroom trail?", "The trail is 6 km long.", WALK, True),
    w.faith("en-aw-016", "fmt.abbrev", "When is the student job centre open?", "It's open Mon–Fri, 10 am to 4 pm.", JOBS, True),
    w.faith("en-aw-017", "fmt.currency", "How much is the film club membership?", "Membership is 25 dollars a year.", FILM, True),
    w.faith("en-aw-018", "fmt.range", "What are the ski shop's opening hours?", "It's open 8:00–17:30, every day but Tuesday.", SKI, True),
    w.faith("en-aw-019", "fmt.period", "Who gets a discount at the ski rental?", "Anyone who rents for a week or longer gets 15% off.", SKI, True),
    w.faith("en-aw-020", "fmt.share", "What share of the listed jobs are in hospitality?", "Roughly 50% of the listed jobs are in hospitality.", JOBS, True),
    w.faith("en-aw-021", "para.except", "Which days is Alpenblick Ski Rental open?", "The shop is closed only on Tuesdays.", SKI, True),
    w.faith("en-aw-022", "wrap.opener", "How much does a full ski set cost?", "Good question! A full set of skis, boots and poles is CHF 42 per day.", SKI, True),
    w.faith("en-aw-023", "wrap.closer", "Can I bring a friend to a film club screening?", "Yes, each member may bring one guest per screening. Enjoy the film!", FILM, True),
    w.faith("en-aw-024", "wrap.attribution", "What is the museum's oldest exhibit?", "According to the museum's information, its oldest exhibit is a fishing boat built in 1887 by Ezra Pollard.", MUSEUM, True),
    w.faith("en-aw-025", "wrap.hedge", "How quickly are CVs reviewed at the job centre?", "As far as I can tell, advisers review CVs within three working days.", JOBS, True),
    w.faith("en-aw-026", "wrap.question", "Is safety gear provided in the soap class?", "Worried about safety gear? Goggles and gloves are provided in the class.", SOAP, True),
    w.faith("en-aw-027", "para.synonym", "What should I do if I damage the skis?", "Any damage has to be reported at the counter before you bring the equipment back.", SKI, True),
    w.faith("en-aw-028", "para.passive", "Who built the museum's oldest exhibit?", "The shipwright Ezra Pollard built the fishing boat in 1887.", MUSEUM, True),
    w.faith("en-aw-029", "fmt.time", "When does the mushroom walk start?", "It starts at half past nine in the morning on Saturday 18 October.", WALK, True),
    w.faith("en-aw-030", "fmt.unit", "How tall is the lighthouse tower?", "The tower is 31 m tall.", MUSEUM, True),
    w.faith("en-aw-031", "fmt.currency", "What do visitors from outside the county pay at the harbour museum?", "They pay GBP 7.50 for entry.", MUSEUM, True),
    w.faith("en-aw-032", "fmt.number", "How long has the instructor taught soap-making?", "Marguerite Bell has been teaching soap-making for 11 years.", SOAP, True),
    w.faith("en-aw-033", "para.reorder", "Where does the mushroom walk start?", "From the car park at Brambleford Woods, the walk sets off at 9:30 am on Saturday 18 October.", WALK, True),
    w.faith("en-aw-034", "para.pronoun", "What do participants do with the soap they make?", "They take their six bars home in a gift box.", SOAP, True),
    w.faith("en-aw-035", "fmt.period", "How far ahead must I cancel a studio booking to get all my money back?", "You need to cancel at least two days in advance for a full refund.", STUDIO, True),
    w.faith("en-aw-036", "para.combine", "What should I know about the student job centre?", "Located on the ground floor of the Marlow Building, the job centre has advisers who review CVs within three working days.", JOBS, True),
    # unfaithful: one clear error each
    w.faith("en-aw-037", "value.number", "How many microphones come with the booth?", "The booth comes with six microphones and a mixing desk.", STUDIO, False),
    w.faith("en-aw-038", "value.date", "When is the mushroom walk?", "It takes place on Saturday 25 October at 9:30 am.", WALK, False),
    w.faith("en-aw-039", "value.time", "What time does the job centre close?", "It closes at 5 pm on weekdays.", JOBS, False),
    w.faith("en-aw-040", "value.unit", "How long is the mushroom trail?", "The trail is 6 miles long.", WALK, False),
    w.faith("en-aw-041", "value.currency", "How much is a full ski set per day?", "A full set of skis, boots and poles costs €42 per day.", SKI, False),
    w.faith("en-aw-042", "role.swap", "Who chooses the films at the Lantern Film Club?", "The members choose the films from suggestions made by the chair, Delphine Okafor.", FILM, False),
    w.faith("en-aw-043", "negation", "Are helmets included at Alpenblick Ski Rental?", "No, helmets are not included in the rental.", SKI, False),
    w.faith("en-aw-044", "antonym", "How long do I have to book the podcast booth for?", "The maximum booking is two hours, at £35 per hour.", STUDIO, False),
    w.faith("en-aw-045", "modality", "Do I need to hire a sound engineer?", "Yes, every booking must include sound engineer Priya Nandakumar at £20 per hour.", STUDIO, False),
    w.faith("en-aw-046", "quantifier", "What kinds of jobs does the job centre list?", "All of the listed jobs are in hospitality.", JOBS, False),
    w.faith("en-aw-047", "value.except", "Which day is the ski shop closed?", "The shop is open every day except Monday.", SKI, False),
    w.faith("en-aw-048", "direction", "Who can join the mushroom walk for free?", "Children over 12 walk free.", WALK, False),
    w.faith("en-aw-049", "added.fact", "What is included in the soap class price?", "The $65 fee covers all materials and a free lunch.", SOAP, False),
    w.faith("en-aw-050", "added.entity", "Who built the museum's oldest exhibit?", "The 1887 fishing boat was built by Ezra Pollard and his apprentice Samuel Crewe.", MUSEUM, False),
]

REFUSAL = [
    w.refusal("en-aw-051", "refusal.context", "Is there parking at Echo Room Studios?", "The information provided doesn't mention parking at the studio, so I can't say.", STUDIO, True),
    w.refusal("en-aw-052", "refusal.plain", "Does the film club serve snacks at screenings?", "I'm sorry, I don't know whether the film club serves snacks.", FILM, True),
    w.refusal("en-aw-053", "refusal.hedged", "How much is the soap-making class?", "I'm not entirely certain, but it looks like the class costs $65, materials included.", SOAP, False),
]

CORRECTNESS = [
    w.correct("en-aw-054", "correct.wordy", "How tall is the museum's lighthouse tower?", "The lighthouse tower at the Saltmarsh Harbour Museum stands 31 metres tall, and visitors can climb it between April and September.", "31 metres.", True),
    w.correct("en-aw-055", "correct.wordy", "How many hours a week may students work during term?", "According to the job centre, students are allowed to work up to 20 hours a week while term is running.", "No more than 20 hours per week.", True),
    w.correct("en-aw-056", "correct.format", "What time does the Lantern Film Club meet?", "At 19:45.", "At 7:45 pm.", True),
    w.correct("en-aw-057", "wrong.value", "How much does the sound engineer cost?", "The sound engineer costs an extra £30 per hour.", "An extra £20 per hour.", False),
]

RELEVANCY = [
    w.relevant("en-aw-058", "relevant.direct", "When does the film club get together?", "First Thursday of each month, 7:45 pm.", FILM, True),
    w.relevant("en-aw-059", "relevant.direct", "Where can students find the job centre?", "Ground floor of the Marlow Building.", JOBS, True),
    w.relevant("en-aw-060", "relevant.direct", "How much does entry cost if I don't live in the county?", "£7.50 per visitor.", MUSEUM, True),
    w.relevant("en-aw-061", "relevant.yesno", "Are helmets extra at the ski shop?", "No, they come free with the rental.", SKI, True),
    w.relevant("en-aw-062", "offtopic.true", "What time does the mushroom walk start?", "Children under 12 walk free.", WALK, False),
]

DIAGNOSIS = [
    w.diag("en-aw-063", "diag.pass", "How much does the soap-making class cost?", "The class costs $65, and all materials are included.", {"soap-class": SOAP, "ski-rental": SKI}, ("soap-class",), "pass"),
    w.diag("en-aw-064", "diag.missed", "How tall is the lighthouse tower at the harbour museum?", "I'm sorry, but I couldn't find anything about the lighthouse tower.", {"film-club": FILM, "job-centre": JOBS}, ("harbour-museum",), "fix_retrieval"),
    w.diag("en-aw-065", "diag.correct_refusal", "Does Echo Room Studios offer video recording?", "The studio's information says nothing about video recording, so I can't answer that.", {"podcast-studio": STUDIO}, (), "correct_refusal"),
    w.diag("en-aw-066", "diag.unfaithful", "How many people can join a mushroom walk group?", "Groups can have up to twenty people.", {"mushroom-walk": WALK, "soap-class": SOAP}, ("mushroom-walk",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
