"""English cases of fresh set ce. Scenarios: Baymoor Tennis Academy in Leeds, the Harwell
Street Vaccination Clinic, Redfern Motors (a used-car dealer), the GoCycle Bristol bike-share,
Gull Rock Guesthouse on Arran, Hollins Music School, the Elm Lane Community Garden, the ferry
to the Skerra Island Zoo, Lockjaw Escape Rooms in Manchester and Inkwell Print Shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

TENNIS = (
    "Baymoor Tennis Academy in Leeds runs junior classes for children aged 7 to 14 on Tuesday and Thursday afternoons from 16:30 to 18:00. "
    "Head coach Priya Nandakumar trains the academy's senior squad, while assistant coach Daniel Okafor leads the beginner groups. "
    "A ten-week junior term costs £180, and siblings receive a 10% discount on the second enrolment. "
    "The academy has six courts, two of which are indoor and can be booked from 7 am to 10 pm. "
    "Players must wear non-marking shoes on the indoor courts, and rackets can be borrowed free of charge."
)

CLINIC = (
    "The Harwell Street Vaccination Clinic is open every day except Sunday from 8:00 to 19:30. "
    "Flu jabs are free for adults aged 65 and over and cost £14 for everyone else. "
    "Travel vaccines such as yellow fever require an appointment booked at least 48 hours in advance, while flu jabs are available on a walk-in basis. "
    "Nurse Helen Marsh supervises the travel desk, and pharmacist Omar Siddiqui checks every patient's vaccination record before a dose is given. "
    "After any injection, patients must wait 15 minutes in the observation area before leaving."
)

CARS = (
    "Redfern Motors is a used-car dealer on Canal Road that currently has 42 cars in stock. "
    "Every car older than five years receives a 120-point inspection before sale, and each sale comes with a three-month warranty covering the engine and gearbox. "
    "A 2019 Ford Focus with 58,000 miles on the clock is listed at £9,450. "
    "Buyers may return a car within 7 days if it has been driven less than 300 miles. "
    "Sales manager Karen Doyle negotiates trade-ins, and mechanic Luis Ferreira carries out the inspections."
)

BIKES = (
    "The city bike-share scheme GoCycle Bristol operates 1,200 bikes at 85 docking stations. "
    "A single ride costs £1.50 for the first 30 minutes and 50p for each additional 15 minutes. "
    "An annual membership costs £90 and includes unlimited rides of up to 45 minutes each. "
    "Electric bikes make up half of the fleet and are limited to a top speed of 25 km/h. "
    "Riders must be at least 16 years old, and every bike has to be returned to a docking station by midnight."
)

GUESTHOUSE = (
    "Gull Rock Guesthouse is a family-run guesthouse on the island of Arran with eight rooms, five of which have a sea view. "
    "Check-in is between 3 pm and 8 pm, and check-out is by 10:30 am. "
    "A double room costs £95 per night including breakfast, which is served from 7:30 to 9:30 in the conservatory. "
    "The owners, Fiona and Callum Reid, open the house from April to October and close it for the rest of the year. "
    "Dogs are welcome in the two ground-floor rooms only, for an extra £10 per stay."
)

MUSIC = (
    "Hollins Music School offers piano, violin and guitar lessons for pupils from the age of six. "
    "A 30-minute individual lesson costs £22, and lessons are paid for in blocks of ten. "
    "Violin teacher Marta Kowalska conducts the school's youth orchestra, which rehearses every Saturday from 10:00 to 12:30. "
    "The orchestra will perform at the National Concert Hall in Dublin on 14 June 2025. "
    "Pupils who want a missed lesson rescheduled must give at least 24 hours' notice."
)

GARDEN = (
    "The Elm Lane Community Garden has 36 allotment plots, each measuring 5 m by 10 m. "
    "Plots are rented for £40 a year, and there is a waiting list of about 25 households. "
    "Members must spend at least two hours a month on shared tasks such as weeding the paths and turning the compost. "
    "Garden coordinator Ruth Abbey allocates the plots, and treasurer Sam Idowu collects the rent every March. "
    "Between June and August, hosepipes may be used only before 9 am or after 6 pm."
)

FERRY = (
    "The ferry to the Skerra Island Zoo leaves Port Alwen harbour at 9:15, 11:45 and 14:30 daily from March to November. "
    "The crossing takes 40 minutes and covers 12 kilometres. "
    "A return ticket costs £18 for adults and £9 for children aged 3 to 15, while children under 3 travel free. "
    "The last boat from the island back to Port Alwen departs at 17:50. "
    "The zoo, home to about 300 animals including a colony of grey seals, is run by the Skerra Wildlife Trust."
)

ESCAPE = (
    "Lockjaw Escape Rooms in Manchester has three themed rooms: The Vault, The Lighthouse and The Lab. "
    "Each game lasts 60 minutes and is designed for groups of 2 to 6 players. "
    "The price is £20 per person on weekdays and £25 per person at weekends. "
    "Players under 14 must be accompanied by an adult who takes part in the game. "
    "Game master Tom Price gives up to three hints per game, and teams that escape in under 45 minutes get their photo on the wall of fame."
)

PRINT = (
    "Inkwell Print Shop on Mill Street prints business cards, flyers and posters. "
    "A box of 250 business cards costs £35, and orders placed before 11 am are ready the same day. "
    "Posters up to A0 size are printed on 200-gram paper, and all prices include value added tax. "
    "Owner Grace Lin designs the artwork, while her partner Ahmed Khan runs the printing machines. "
    "Students with a valid card get 15% off all orders except business cards."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-ce-001", "para.reorder", "When are the junior classes held at Baymoor?", "On Tuesday and Thursday afternoons from 16:30 to 18:00, Baymoor runs its junior classes for children aged 7 to 14.", TENNIS, True),
    w.faith("en-ce-002", "para.passive", "Who does the inspections at Redfern Motors?", "The inspections are carried out by Luis Ferreira, the mechanic.", CARS, True),
    w.faith("en-ce-003", "para.synonym", "How long do patients have to stay after an injection?", "After a shot, patients need to remain in the observation area for 15 minutes before they go.", CLINIC, True),
    w.faith("en-ce-004", "para.nominal", "When does the treasurer collect the plot rent?", "Rent collection by treasurer Sam Idowu takes place every March.", GARDEN, True),
    w.faith("en-ce-005", "para.capital", "Where will the youth orchestra perform?", "The youth orchestra will play at the National Concert Hall in the Irish capital on 14 June 2025.", MUSIC, True),
    w.faith("en-ce-006", "para.pronoun", "Who runs Gull Rock Guesthouse, and when is it open?", "Fiona and Callum Reid own it. They open the house from April to October and close it for the rest of the year.", GUESTHOUSE, True),
    w.faith("en-ce-007", "para.relative", "Who runs the zoo on Skerra Island?", "The zoo, which is home to about 300 animals including a colony of grey seals, is run by the Skerra Wildlife Trust.", FERRY, True),
    w.faith("en-ce-008", "para.part", "Does Lockjaw have a room called The Lighthouse?", "Yes, The Lighthouse is one of Lockjaw's themed rooms.", ESCAPE, True),
    w.faith("en-ce-009", "para.combine", "How much do the junior classes cost?", "The junior classes, held on Tuesday and Thursday afternoons, cost £180 for a ten-week term.", TENNIS, True),
    w.faith("en-ce-010", "fmt.number", "How many rooms does Gull Rock have?", "The guesthouse has 8 rooms, and 5 of them have a sea view.", GUESTHOUSE, True),
    w.faith("en-ce-011", "fmt.thousands", "How far has the 2019 Ford Focus been driven?", "The 2019 Ford Focus has 58000 miles on the clock and is listed at £9450.", CARS, True),
    w.faith("en-ce-012", "fmt.scale", "How long is the ferry crossing?", "The crossing covers 12,000 metres and takes 40 minutes.", FERRY, True),
    w.faith("en-ce-013", "fmt.date", "When is the orchestra's concert in Dublin?", "It is on June 14th, 2025, at the National Concert Hall.", MUSIC, True),
    w.faith("en-ce-014", "fmt.time", "When can guests check in and out?", "Check-in runs from 15:00 to 20:00, and guests have to check out by 10:30.", GUESTHOUSE, True),
    w.faith("en-ce-015", "fmt.unit", "How big is each allotment plot?", "Each plot measures 5 metres by 10 metres.", GARDEN, True),
    w.faith("en-ce-016", "fmt.abbrev", "How much is a box of business cards?", "A box of 250 business cards costs £35, VAT included.", PRINT, True),
    w.faith("en-ce-017", "fmt.currency", "How much does a weekend game cost per player?", "At weekends it costs 25 pounds per person.", ESCAPE, True),
    w.faith("en-ce-018", "fmt.range", "How many people can play one game?", "Each game is designed for a minimum of 2 and a maximum of 6 players.", ESCAPE, True),
    w.faith("en-ce-019", "fmt.period", "How long do buyers have to return a car?", "Buyers can bring a car back within one week, as long as it has been driven less than 300 miles.", CARS, True),
    w.faith("en-ce-020", "fmt.share", "What share of the GoCycle fleet is electric?", "50% of the fleet is made up of electric bikes.", BIKES, True),
    w.faith("en-ce-021", "para.except", "Which days is the clinic open?", "The clinic opens Monday to Saturday from 8:00 to 19:30 and is closed on Sundays.", CLINIC, True),
    w.faith("en-ce-022", "wrap.opener", "How much does a plot cost?", "Good question! A plot at the Elm Lane Community Garden is rented for £40 a year.", GARDEN, True),
    w.faith("en-ce-023", "wrap.closer", "How much is a return ticket for a child?", "Children aged 3 to 15 pay £9 for a return ticket, and children under 3 travel free. Enjoy your day at the zoo!", FERRY, True),
    w.faith("en-ce-024", "wrap.attribution", "How much is an individual lesson?", "According to the document, a 30-minute individual lesson costs £22, and lessons are paid for in blocks of ten.", MUSIC, True),
    w.faith("en-ce-025", "wrap.hedge", "Can I borrow a racket at the academy?", "I think so: rackets can be borrowed free of charge.", TENNIS, True),
    w.faith("en-ce-026", "wrap.question", "Can I bring my dog to Gull Rock?", "Yes, dogs are welcome in the two ground-floor rooms only, for an extra £10 per stay. Would you like the check-in times as well?", GUESTHOUSE, True),
    w.faith("en-ce-027", "value.number", "How many plots does the garden have?", "The garden has 38 allotment plots, each 5 m by 10 m.", GARDEN, False),
    w.faith("en-ce-028", "value.date", "When will the orchestra perform in Dublin?", "The orchestra will perform at the National Concert Hall on 4 June 2025.", MUSIC, False),
    w.faith("en-ce-029", "value.time", "When does the last boat leave the island?", "The last boat back to Port Alwen leaves the island at 18:50.", FERRY, False),
    w.faith("en-ce-030", "value.unit", "How fast can the electric bikes go?", "The electric bikes are limited to a top speed of 25 miles per hour.", BIKES, False),
    w.faith("en-ce-031", "value.currency", "How much does a junior term cost?", "A ten-week junior term costs 180 euros.", TENNIS, False),
    w.faith("en-ce-032", "role.swap", "Who designs the artwork at Inkwell?", "Ahmed Khan designs the artwork, while Grace Lin runs the printing machines.", PRINT, False),
    w.faith("en-ce-033", "negation", "Can I just walk in for a flu jab?", "No, flu jabs are not available on a walk-in basis.", CLINIC, False),
    w.faith("en-ce-034", "antonym", "Where do players have to wear non-marking shoes?", "Non-marking shoes are required on the outdoor courts.", TENNIS, False),
    w.faith("en-ce-035", "modality", "Do players under 14 need an adult with them?", "Players under 14 may bring an adult along if they like, but they do not have to.", ESCAPE, False),
    w.faith("en-ce-036", "quantifier", "Do the rooms at Gull Rock have a sea view?", "Yes, all eight rooms have a sea view.", GUESTHOUSE, False),
    w.faith("en-ce-037", "value.except", "Do students get a discount at Inkwell?", "Yes, students with a valid card get 15% off all orders, business cards included.", PRINT, False),
    w.faith("en-ce-038", "direction", "Can I return a car I bought at Redfern Motors?", "Yes, within 7 days, provided the car has been driven more than 300 miles.", CARS, False),
    w.faith("en-ce-039", "added.fact", "What does the annual membership cost?", "The annual membership costs £90, includes unlimited rides of up to 45 minutes each and comes with a free helmet.", BIKES, False),
    w.faith("en-ce-040", "added.entity", "Who supervises the travel desk?", "Nurse Helen Marsh supervises the travel desk together with Dr Alan Pryce.", CLINIC, False),
    w.faith("en-ce-041", "mixed", "What do members have to do in the garden?", "Members must spend at least two hours a month on shared tasks, and they must also attend the annual meeting in May.", GARDEN, False),
]

REFUSAL = [
    w.refusal("en-ce-042", "refusal.plain", "Is there a car park at Baymoor Tennis Academy?", "I don't know whether the academy has a car park.", TENNIS, True),
    w.refusal("en-ce-043", "refusal.context", "Does the clinic give COVID-19 boosters?", "The provided context does not mention COVID-19 boosters, so I can't answer that.", CLINIC, True),
    w.refusal("en-ce-044", "refusal.short", "Do the rooms have Wi-Fi?", "I can't say.", GUESTHOUSE, True),
    w.refusal("en-ce-045", "refusal.long", "Is there a café on board the ferry?", "Thank you for your question. I'm sorry, but the information I have about the ferry to the Skerra Island Zoo only covers the departure times, the length of the crossing, the ticket prices and the last boat back. It says nothing about food or drinks on board, so I'm unable to tell you whether there is a café. I'd suggest asking the ferry staff at Port Alwen harbour.", FERRY, True),
    w.refusal("en-ce-046", "refusal.hedged", "How long does a game at Lockjaw last?", "I'm not completely sure, but it looks like each game lasts 60 minutes.", ESCAPE, False),
    w.refusal("en-ce-047", "refusal.partial", "How much are business cards, and does Inkwell deliver?", "A box of 250 business cards costs £35, but the information doesn't say whether the shop delivers.", PRINT, False),
]

CORRECTNESS = [
    w.correct("en-ce-048", "correct.wordy", "On which day does the youth orchestra rehearse?", "Thanks for asking! The youth orchestra holds its rehearsals every single Saturday, starting at ten o'clock in the morning and running until half past twelve, so members should keep their Saturday mornings free.", "The youth orchestra rehearses every Saturday from 10:00 to 12:30.", True),
    w.correct("en-ce-049", "correct.short", "Who allocates the plots in the community garden?", "Ruth Abbey.", "The plots are allocated by the garden coordinator, Ruth Abbey.", True),
    w.correct("en-ce-050", "correct.format", "How much does a single ride cost for the first half hour?", "One pound fifty for the first half hour.", "A single ride costs £1.50 for the first 30 minutes.", True),
    w.correct("en-ce-051", "wrong.value", "How many cars does Redfern Motors have in stock?", "Redfern Motors currently has 24 cars in stock.", "Redfern Motors currently has 42 cars in stock.", False),
    w.correct("en-ce-052", "wrong.echo", "Who gives the hints during a game?", "During a game, the hints are given by the team captain.", "The game master, Tom Price, gives up to three hints per game.", False),
    w.correct("en-ce-053", "wrong.role", "Who supervises the travel desk, and who checks the vaccination records?", "Omar Siddiqui supervises the travel desk, and Helen Marsh checks the vaccination records.", "Nurse Helen Marsh supervises the travel desk, and pharmacist Omar Siddiqui checks the vaccination records.", False),
]

RELEVANCY = [
    w.relevant("en-ce-054", "relevant.direct", "How long does the ferry crossing take?", "The crossing takes 40 minutes.", FERRY, True),
    w.relevant("en-ce-055", "relevant.yesno", "Is breakfast included in the room price at Gull Rock?", "Yes, the £95 double-room rate includes breakfast.", GUESTHOUSE, True),
    w.relevant("en-ce-056", "offtopic.true", "How much does a junior term cost?", "The academy has six courts, two of which are indoor.", TENNIS, False),
    w.relevant("en-ce-057", "offtopic.other", "Are orders ready on the same day?", "Grace Lin, the owner, designs the artwork.", PRINT, False),
]

DIAGNOSIS = [
    w.diag("en-ce-058", "diag.pass", "When may hosepipes be used in summer?", "From June to August, hosepipes may be used only before 9 am or after 6 pm.", {"garden": GARDEN, "print": PRINT}, ("garden",), "pass"),
    w.diag("en-ce-059", "diag.offtopic", "How much does an escape game cost on a weekday?", "Lockjaw has three themed rooms: The Vault, The Lighthouse and The Lab.", {"escape": ESCAPE, "music": MUSIC}, ("escape",), "fix_generation"),
    w.diag("en-ce-060", "diag.unfaithful", "How old must GoCycle riders be?", "Riders must be at least 18 years old.", {"bikes": BIKES, "cars": CARS}, ("bikes",), "fix_generation"),
    w.diag("en-ce-061", "diag.refused", "What time is breakfast served at Gull Rock?", "Sorry, I couldn't find any information about breakfast times.", {"guesthouse": GUESTHOUSE, "ferry": FERRY}, ("guesthouse",), "fix_generation"),
    w.diag("en-ce-062", "diag.missed", "How long must patients wait after an injection?", "The documents I have don't say how long patients must wait after an injection.", {"tennis": TENNIS, "music": MUSIC}, ("clinic",), "fix_retrieval"),
    w.diag("en-ce-063", "diag.correct_refusal", "Does Redfern Motors offer car financing?", "The available information doesn't say whether Redfern Motors offers financing.", {"cars": CARS, "bikes": BIKES}, (), "correct_refusal"),
    w.diag("en-ce-064", "diag.should_refuse", "How many parking spaces are there at Port Alwen harbour?", "There are 150 parking spaces at Port Alwen harbour.", {"ferry": FERRY, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
