"""Fresh set co, English: a laundromat, a grooming salon, a rooftop cinema, a farmers' market, a museum, a paragliding school, a pharmacy, a community garden, a bowling alley and a piano school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LAUNDRY = (
    "Suds & Spin Laundromat on Harbor Street is open every day except Christmas Day, from 6 a.m. to 11 p.m. "
    "It has 24 washers and 18 dryers. "
    "A large washer costs $4.50 per load, and a 10-minute dryer cycle costs 75 cents. "
    "Owner Marisol Vega hired attendant Derek Fong in March 2021. "
    "Customers must not leave machines unattended for more than 30 minutes, and they may bring their own detergent from home."
)
GROOM = (
    "Pawsome Grooming Salon was founded in 2016 by Tessa Quinn, who sold it to groomer Brian Okafor in 2022. "
    "The salon employs 7 groomers and handles about 1,200 appointments a year. "
    "A full groom for a small dog costs $55, and nail trimming costs $12. "
    "Dogs must be vaccinated against rabies; a muzzle is recommended but not required for nervous dogs. "
    "The salon is closed on Mondays."
)
CINEMA = (
    "SkyDeck Rooftop Cinema, on top of the Carlton Building, screens films from May 15 to September 30, 2024. "
    "Screenings start at 8:45 p.m. on weekdays and 9:15 p.m. on weekends. "
    "A ticket costs $18, and a blanket rental costs $5. "
    "The rooftop has 140 deckchairs, and guests may bring their own snacks. "
    "Smoking is prohibited everywhere on the rooftop except in the designated corner by the stairs. "
    "Manager Priya Nair chooses the films, and projectionist Leo Brandt runs the screenings."
)
MARKET = (
    "The Riverside Farmers' Market runs every Saturday from 7 a.m. to 1 p.m. in Elm Park. "
    "It hosts 44 vendors, and half of them sell organic produce. "
    "A standard stall costs vendors $35 per day. "
    "The market was founded in 2009 by farmer Ruth Callahan and is now managed by Omar Siddiqui. "
    "Dogs must be kept on a leash, and vendors must pack up by 2 p.m."
)
MUSEUM = (
    "The Halvorsen Museum of Natural History displays a 12-metre Tyrannosaurus skeleton that was discovered near Helena, the capital of Montana, in 1998. "
    "The museum is open from 10 a.m. to 5 p.m. every day except Tuesday. "
    "Admission costs $22 for adults, and children under 12 enter free. "
    "Its collection holds 3.2 million specimens. "
    "Chief curator Dr. Helen Marsh leads the paleontology department, and Sam Ortiz runs the gift shop."
)
PARAGLIDE = (
    "Skyward Paragliding School was founded in 2012 by head instructor Carla Jensen. "
    "Its beginner course lasts two weeks and costs $1,450. "
    "Students must be at least 16 years old and must weigh no more than 110 kg. "
    "Tandem flights launch from Mount Ridley at an altitude of 1,800 metres, and all flights are cancelled when the wind exceeds 25 km/h. "
    "A helmet is provided free of charge, and students may bring their own harness."
)
PHARMACY = (
    "Greenleaf Pharmacy on Maple Avenue is open from 8 a.m. to 9 p.m. on weekdays and from 9 a.m. to 6 p.m. on Saturdays; it is closed on Sundays. "
    "Pharmacist Dr. Nadia Rahman manages the pharmacy, and technician Ben Cole handles deliveries. "
    "Flu shots cost $25 and are available without an appointment. "
    "Prescriptions ordered online can be collected within 5 days. "
    "Home delivery is free for orders over $40."
)
GARDEN = (
    "The Linden Street Community Garden has 60 plots, each measuring 3 metres by 4 metres. "
    "A plot costs $40 per season, and the season runs from April 1 to October 31. "
    "Members must volunteer at least 6 hours per season. "
    "Coordinator Jamal Price assigns the plots, and treasurer Grace Liu collects the fees. "
    "The tool shed is open every day except Wednesday."
)
BOWLING = (
    "Strike Zone Bowling has 32 lanes and is open from noon to midnight. "
    "A game costs $6 per person before 5 p.m. and $8 per person after 5 p.m. "
    "Shoe rental costs $3.50. "
    "Birthday parties must be booked at least 7 days in advance. "
    "The alley was opened in 1987 by Frank Delaney, and his daughter Maria Delaney took it over in 2015. "
    "Outside food is not allowed."
)
PIANO = (
    "The Amberly Piano School teaches 180 students aged 5 to 70. "
    "Private lessons last 45 minutes and cost $60 each. "
    "The school has 14 pianos, including 2 grand pianos. "
    "Director Elena Sokolova founded the school in 2005, and teacher Martin Hale leads the jazz program. "
    "The spring recital takes place on May 18, 2025, at 3 p.m. in Willow Hall. "
    "Students may practise in the school's rooms for free on weekends."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-co-001", "para.reorder", "When can I do my laundry at Suds & Spin?", "Every day except Christmas Day, Suds & Spin on Harbor Street is open from 6 a.m. to 11 p.m.", LAUNDRY, True),
    w.faith("en-co-002", "para.passive", "Who started Pawsome Grooming Salon?", "Tessa Quinn founded Pawsome Grooming Salon in 2016.", GROOM, True),
    w.faith("en-co-003", "para.synonym", "How big is the team at Pawsome?", "7 groomers work at the salon.", GROOM, True),
    w.faith("en-co-004", "para.nominal", "When did the Riverside Farmers' Market start?", "The founding of the market by farmer Ruth Callahan took place in 2009.", MARKET, True),
    w.faith("en-co-005", "para.capital", "Which city is the capital of Montana?", "Montana's capital is Helena.", MUSEUM, True),
    w.faith("en-co-006", "para.pronoun", "Who is Maria Delaney?", "She is Frank Delaney's daughter, and she took over Strike Zone Bowling in 2015.", BOWLING, True),
    w.faith("en-co-007", "para.relative", "Who founded the Amberly Piano School?", "Elena Sokolova, who is the school's director, founded it in 2005.", PIANO, True),
    w.faith("en-co-008", "para.part", "What does a ticket at SkyDeck cost?", "A ticket costs $18.", CINEMA, True),
    w.faith("en-co-009", "para.combine", "Who hands out the plots at the community garden?", "Coordinator Jamal Price assigns the 60 plots of the Linden Street Community Garden.", GARDEN, True),
    w.faith("en-co-010", "fmt.number", "Is there a minimum age for the paragliding course?", "Yes, students have to be at least sixteen years old.", PARAGLIDE, True),
    w.faith("en-co-011", "fmt.thousands", "How busy is Pawsome Grooming Salon?", "The salon handles about 1200 appointments a year.", GROOM, True),
    w.faith("en-co-012", "fmt.scale", "How large is the Halvorsen Museum's collection?", "The collection holds 3,200,000 specimens.", MUSEUM, True),
    w.faith("en-co-013", "fmt.date", "When is the Amberly spring recital?", "The spring recital is on 2025-05-18 at 3 p.m. in Willow Hall.", PIANO, True),
    w.faith("en-co-014", "fmt.time", "What time do weekday screenings start at SkyDeck?", "On weekdays, screenings begin at 20:45.", CINEMA, True),
    w.faith("en-co-015", "fmt.unit", "When are paragliding flights cancelled?", "All flights are cancelled when the wind is stronger than 25 kilometres per hour.", PARAGLIDE, True),
    w.faith("en-co-016", "fmt.abbrev", "Who leads the paleontology department at the Halvorsen Museum?", "Chief curator Doctor Helen Marsh leads it.", MUSEUM, True),
    w.faith("en-co-017", "fmt.currency", "How much is a dryer cycle at Suds & Spin?", "A 10-minute dryer cycle costs $0.75.", LAUNDRY, True),
    w.faith("en-co-018", "fmt.range", "How early do I need to book a birthday party at Strike Zone?", "Birthday parties have to be booked a minimum of 7 days ahead.", BOWLING, True),
    w.faith("en-co-019", "fmt.period", "How long is the beginner course at Skyward?", "The beginner course lasts 14 days and costs $1,450.", PARAGLIDE, True),
    w.faith("en-co-020", "fmt.share", "Do many vendors at the Riverside market sell organic food?", "50% of the market's vendors sell organic produce.", MARKET, True),
    w.faith("en-co-021", "para.except", "Can I visit the Halvorsen Museum on a Tuesday?", "No, the museum is closed on Tuesdays.", MUSEUM, True),
    w.faith("en-co-022", "wrap.opener", "How much does it cost to rent shoes at Strike Zone?", "Sure! Shoe rental at Strike Zone costs $3.50.", BOWLING, True),
    w.faith("en-co-023", "wrap.closer", "Do I need an appointment for a flu shot at Greenleaf?", "No, flu shots at Greenleaf are available without an appointment and cost $25. I hope this helps!", PHARMACY, True),
    w.faith("en-co-024", "wrap.attribution", "How much volunteering is expected from garden members?", "According to the garden rules, members must volunteer at least 6 hours per season.", GARDEN, True),
    w.faith("en-co-025", "wrap.hedge", "How much is a blanket at the rooftop cinema?", "I believe a blanket rental costs $5.", CINEMA, True),
    w.faith("en-co-026", "wrap.question", "How long are private lessons at Amberly?", "Private lessons last 45 minutes and cost $60 each. Would you like to know about the spring recital as well?", PIANO, True),
    w.faith("en-co-027", "value.number", "How many lanes does Strike Zone have?", "Strike Zone Bowling has 36 lanes.", BOWLING, False),
    w.faith("en-co-028", "value.date", "When does the garden season end?", "The season runs from April 1 to September 30.", GARDEN, False),
    w.faith("en-co-029", "value.time", "What are Greenleaf's Saturday hours?", "On Saturdays, Greenleaf is open from 9 a.m. to 8 p.m.", PHARMACY, False),
    w.faith("en-co-030", "value.unit", "How long is the Tyrannosaurus skeleton at the Halvorsen Museum?", "The skeleton is 12 feet long.", MUSEUM, False),
    w.faith("en-co-031", "value.currency", "What does a full groom for a small dog cost?", "A full groom for a small dog costs $65.", GROOM, False),
    w.faith("en-co-032", "role.swap", "Who founded the Amberly Piano School?", "Teacher Martin Hale founded the school in 2005, and Elena Sokolova leads the jazz program.", PIANO, False),
    w.faith("en-co-033", "negation", "Can I bring my own detergent to Suds & Spin?", "No, customers are not allowed to bring detergent from home.", LAUNDRY, False),
    w.faith("en-co-034", "antonym", "Do I have to pay for a helmet at Skyward?", "Yes, the school provides a helmet, but students are charged for it.", PARAGLIDE, False),
    w.faith("en-co-035", "modality", "Does my nervous dog need a muzzle at Pawsome?", "Yes, a muzzle is required for nervous dogs.", GROOM, False),
    w.faith("en-co-036", "quantifier", "Which vendors at the Riverside market sell organic produce?", "All of the vendors sell organic produce.", MARKET, False),
    w.faith("en-co-037", "value.except", "Is Suds & Spin open on Christmas Day?", "Yes, Suds & Spin is open on Christmas Day from 6 a.m. to 11 p.m.", LAUNDRY, False),
    w.faith("en-co-038", "direction", "Is there a weight limit for paragliding students?", "Yes, students must weigh at least 110 kg.", PARAGLIDE, False),
    w.faith("en-co-039", "added.fact", "What does a SkyDeck ticket include?", "A ticket costs $18 and includes a free drink at the bar.", CINEMA, False),
    w.faith("en-co-040", "added.entity", "Who handles deliveries at Greenleaf Pharmacy?", "Deliveries are handled by technician Ben Cole and driver Kevin Walsh.", PHARMACY, False),
    w.faith("en-co-041", "mixed", "Tell me about the Linden Street garden.", "The garden has 60 plots, and its tool shed is open seven days a week.", GARDEN, False),
]
REFUSAL = [
    w.refusal("en-co-042", "refusal.plain", "Does Strike Zone Bowling have a bar?", "I'm sorry, I don't have that information.", BOWLING, True),
    w.refusal("en-co-043", "refusal.context", "Does the Halvorsen Museum offer guided tours?", "The provided documents don't mention guided tours, so I can't answer that from the context.", MUSEUM, True),
    w.refusal("en-co-044", "refusal.short", "Is there Wi-Fi at Suds & Spin?", "No idea, sorry.", LAUNDRY, True),
    w.refusal("en-co-045", "refusal.long", "Does Skyward Paragliding School include insurance for its students?", "Thank you for your question. Unfortunately, the information I have about Skyward Paragliding School doesn't cover insurance at all. It describes the beginner course, its price and the age and weight limits, but nothing about coverage. I'd recommend contacting the school directly before you sign up.", PARAGLIDE, True),
    w.refusal("en-co-046", "refusal.hedged", "When does Greenleaf close on weekdays?", "I'm not entirely sure, but it looks like Greenleaf closes at 9 p.m. on weekdays.", PHARMACY, False),
    w.refusal("en-co-047", "refusal.partial", "What time do SkyDeck screenings start, and how long are the films?", "Screenings start at 8:45 p.m. on weekdays and 9:15 p.m. on weekends, but the documents don't say how long the films are.", CINEMA, False),
]
CORRECTNESS = [
    w.correct("en-co-048", "correct.wordy", "Who manages the Riverside Farmers' Market now?", "These days the Riverside Farmers' Market, which farmer Ruth Callahan founded back in 2009, is managed by Omar Siddiqui.", "Omar Siddiqui.", True),
    w.correct("en-co-049", "correct.short", "How long is a private lesson at the Amberly Piano School?", "45 minutes.", "A private lesson at the Amberly Piano School lasts 45 minutes and costs $60.", True),
    w.correct("en-co-050", "correct.format", "How much does a garden plot cost per season?", "Forty dollars per season.", "$40 per season.", True),
    w.correct("en-co-051", "wrong.value", "How much is a game at Strike Zone after 5 p.m.?", "A game costs $6 per person after 5 p.m.", "$8 per person.", False),
    w.correct("en-co-052", "wrong.echo", "On which day is Pawsome Grooming Salon closed?", "Pawsome Grooming Salon is closed on one day of the week.", "On Mondays.", False),
    w.correct("en-co-053", "wrong.role", "Who runs the screenings at SkyDeck Rooftop Cinema?", "Manager Priya Nair runs the screenings.", "Projectionist Leo Brandt.", False),
]
RELEVANCY = [
    w.relevant("en-co-054", "relevant.direct", "How much do kids pay to get into the Halvorsen Museum?", "Nothing if they're under 12: children that age enter free.", MUSEUM, True),
    w.relevant("en-co-055", "relevant.yesno", "Can I leave my washing unattended at Suds & Spin?", "Yes, but for no more than 30 minutes.", LAUNDRY, True),
    w.relevant("en-co-056", "offtopic.true", "Can I get a flu shot at Greenleaf without an appointment?", "Home delivery is free for orders over $40.", PHARMACY, False),
    w.relevant("en-co-057", "offtopic.other", "How much does a private lesson at Amberly cost?", "Private lessons at Amberly last 45 minutes.", PIANO, False),
]
DIAGNOSIS = [
    w.diag("en-co-058", "diag.pass", "How much does a large washer cost at Suds & Spin?", "A large washer costs $4.50 per load.", {"laundry": LAUNDRY, "garden": GARDEN}, ("laundry",), "pass"),
    w.diag("en-co-059", "diag.offtopic", "How many lanes does Strike Zone Bowling have?", "Shoe rental costs $3.50.", {"bowling": BOWLING}, ("bowling",), "fix_generation"),
    w.diag("en-co-060", "diag.unfaithful", "What time does the Riverside Farmers' Market open?", "The market opens at 9 a.m. every Saturday.", {"market": MARKET, "cinema": CINEMA}, ("market",), "fix_generation"),
    w.diag("en-co-061", "diag.refused", "How old do you have to be to take the Skyward beginner course?", "I'm sorry, I don't know.", {"paraglide": PARAGLIDE}, ("paraglide",), "fix_generation"),
    w.diag("en-co-062", "diag.missed", "Who leads the jazz program at the Amberly Piano School?", "I'm sorry, I can't find that in the documents.", {"groom": GROOM, "bowling": BOWLING}, ("piano",), "fix_retrieval"),
    w.diag("en-co-063", "diag.correct_refusal", "How much is parking at the Halvorsen Museum?", "The documents don't say anything about parking, so I can't tell you.", {"museum": MUSEUM}, (), "correct_refusal"),
    w.diag("en-co-064", "diag.should_refuse", "Does Greenleaf Pharmacy sell pet medication?", "Yes, Greenleaf sells a wide range of pet medication.", {"pharmacy": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
