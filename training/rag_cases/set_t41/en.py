"""English cases of set t41: a town library's opening hours, loans and staff, a harbour
museum's tickets and history, Old Town walking tours and a ghost walk in Edinburgh, a dark-sky
observatory's stargazing evenings and its team, and a zoo's tickets, feeding times and
keepers."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LIBRARY = (
    "Ashford Public Library is open every day except Sunday, from 9:00 to 20:00. "
    "Members may borrow up to 12 items at a time, each for three weeks. "
    "Overdue items cost 20p per day, up to a maximum of £5 per item. "
    "Membership is free for all residents of the borough."
)
LIBRARY_STAFF = (
    "Margaret Doyle has been head librarian at Ashford since 2014, and Tom Pryce runs the local-history room. "
    "The library building opened in 1908 and was extended in 1976. "
    "Tom Pryce also leads the Thursday evening reading group."
)
MUSEUM = (
    "The Harbour Museum in Whitby tells the story of the town's whaling and fishing fleets. "
    "Admission is £8 for adults and £4 for children aged 5 to 15; under-5s go free. "
    "The museum is closed on Mondays from November to February. "
    "Guided tours of the lower gallery start at 11:00 and 14:30."
)
MUSEUM_STAFF = (
    "The museum's curator, Dr. Alan Pike, built up the whaling collection, while the education officer, Jenny Walsh, organises school visits. "
    "The museum was founded in 1931 by the Whitby Literary Society and moved to its current building on Pier Road in 1987."
)
WALKING_TOUR = (
    "Old Town walking tours of Edinburgh leave from the Mercat Cross every day at 10:30 and 15:00. "
    "Each tour lasts two hours and covers about 3 km. "
    "Tickets cost £15 and must be booked online at least 24 hours in advance. "
    "Fiona McLeod leads the morning tour, and Callum Reid leads the afternoon tour."
)
GHOST_WALK = (
    "The Castle Ghost Walk runs only on Fridays and Saturdays, starting at 21:00. "
    "It is not suitable for children under 12. "
    "Groups are limited to 20 people."
)
OBSERVATORY = (
    "Kielder Observatory holds public stargazing evenings from September to April. "
    "Sessions start at 19:30 and last about 90 minutes. "
    "Visitors should bring warm clothing, as the observing decks are unheated. "
    "The main telescope has a 0.5-metre mirror."
)
OBSERVATORY_TEAM = (
    "The observatory was designed by the architect Charles Barclay and opened in 2008. "
    "Its lead astronomer, Dr. Ruth Gale, runs the astrophotography workshops, and the volunteer Sam Hodge gives the introductory talks. "
    "Sessions are cancelled if the sky is fully overcast, and tickets are then refunded in full."
)
ZOO = (
    "Brambledown Zoo is open daily from 10:00 to 17:30, with last entry at 16:30. "
    "Adult day tickets cost £24 and children's tickets £18. "
    "The penguin feeding takes place at 11:15 and the lion talk at 14:00. "
    "Dogs are not allowed on the grounds, except assistance dogs."
)
KEEPERS = (
    "At Brambledown, head keeper Priya Shah looks after the big cats, and Mark Eddison is responsible for the penguin colony. "
    "The zoo's two Sumatran tigers, Raja and Mina, arrived from a Dutch zoo in 2019. "
    "Mina gave birth to two cubs in May 2023."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t41-001", "para.except", "Is the library open on Sundays?", "No, Ashford Public Library is closed on Sundays; on the other days it's open from 9 a.m. to 8 p.m.", LIBRARY, True),
    w.faith("en-t41-002", "fmt.period", "How long can I keep a book?", "Each item can be borrowed for 21 days.", LIBRARY, True),
    w.faith("en-t41-003", "fmt.currency", "What are the fines for late books?", "Late returns are charged at twenty pence a day, capped at five pounds per item.", LIBRARY, True),
    w.faith("en-t41-004", "para.synonym", "Do I have to pay to join the library?", "No — membership costs nothing for anyone who lives in the borough.", LIBRARY, True),
    w.faith("en-t41-005", "para.combine", "Tell me about the library building.", "The building first opened in 1908, and an extension was added to it in 1976.", LIBRARY_STAFF, True),
    w.faith("en-t41-006", "para.pronoun", "Who runs the reading group?", "Tom Pryce does; besides running the local-history room, he leads the group on Thursday evenings.", LIBRARY_STAFF, True),
    w.faith("en-t41-007", "fmt.currency", "How much is entry for a child?", "Children aged 5 to 15 pay four pounds, and under-fives get in free.", MUSEUM, True),
    w.faith("en-t41-008", "fmt.time", "When are the guided tours of the museum?", "Tours of the lower gallery begin at 11 a.m. and at 2:30 p.m.", MUSEUM, True),
    w.faith("en-t41-009", "para.part", "What is the Harbour Museum about?", "It covers the history of Whitby's whaling and fishing fleets.", MUSEUM, True),
    w.faith("en-t41-010", "para.relative", "Who is Jenny Walsh?", "Jenny Walsh is the education officer who organises the museum's school visits.", MUSEUM_STAFF, True),
    w.faith("en-t41-011", "para.nominal", "When did the museum come to Pier Road?", "The museum's move to its current building on Pier Road took place in 1987.", MUSEUM_STAFF, True),
    w.faith("en-t41-012", "wrap.attribution", "Who founded the museum?", "According to the museum's history, it was founded in 1931 by the Whitby Literary Society.", MUSEUM_STAFF, True),
    w.faith("en-t41-013", "fmt.time", "When do the walking tours leave?", "There are two departures a day from the Mercat Cross: half past ten in the morning and 3 p.m.", WALKING_TOUR, True),
    w.faith("en-t41-014", "fmt.unit", "How far do we walk on the Old Town tour?", "The route is roughly three kilometres and takes two hours.", WALKING_TOUR, True),
    w.faith("en-t41-015", "para.combine", "Who will guide me if I take the afternoon tour?", "The 3 p.m. tour is led by Callum Reid, while Fiona McLeod takes the morning group.", WALKING_TOUR, True),
    w.faith("en-t41-016", "para.synonym", "Can I bring my 10-year-old on the Ghost Walk?", "I'm afraid the Ghost Walk isn't suitable for children younger than 12.", GHOST_WALK, True),
    w.faith("en-t41-017", "fmt.number", "How big are the Ghost Walk groups?", "A maximum of twenty people can join each group.", GHOST_WALK, True),
    w.faith("en-t41-018", "fmt.unit", "How big is the main telescope?", "The main telescope has a 50 cm mirror.", OBSERVATORY, True),
    w.faith("en-t41-019", "fmt.time", "When do the stargazing sessions begin, and how long are they?", "Sessions begin at 7:30 p.m. and last roughly an hour and a half.", OBSERVATORY, True),
    w.faith("en-t41-020", "wrap.hedge", "What should I wear to the observatory?", "It's probably wise to dress warmly, since the observing decks aren't heated.", OBSERVATORY, True),
    w.faith("en-t41-021", "para.passive", "Who designed the observatory?", "The observatory, which opened in 2008, was designed by the architect Charles Barclay.", OBSERVATORY_TEAM, True),
    w.faith("en-t41-022", "wrap.opener", "What happens if it's cloudy?", "Good question! If the sky is completely overcast, the session is called off and you get a full refund.", OBSERVATORY_TEAM, True),
    w.faith("en-t41-023", "fmt.time", "What time is last entry at the zoo?", "Last admission is at 4:30 p.m., an hour before the zoo closes at half past five.", ZOO, True),
    w.faith("en-t41-024", "para.passive", "Who looks after the penguins?", "The penguin colony is looked after by Mark Eddison.", KEEPERS, True),
    w.faith("en-t41-025", "role.swap", "Who is the head librarian?", "Tom Pryce has been head librarian since 2014, and Margaret Doyle runs the local-history room.", LIBRARY_STAFF, False),
    w.faith("en-t41-026", "value.date", "When did the library building open?", "The Ashford library building opened in 1976.", LIBRARY_STAFF, False),
    w.faith("en-t41-027", "value.number", "How many books can I borrow at once?", "Members can take out up to 15 items at a time, each for three weeks.", LIBRARY, False),
    w.faith("en-t41-028", "value.except", "When is the library closed?", "The library is closed on Saturdays and Sundays; on weekdays it's open from 9:00 to 20:00.", LIBRARY, False),
    w.faith("en-t41-029", "added.fact", "How much is adult entry to the Harbour Museum?", "Adults pay £8, and the ticket stays valid for a whole year.", MUSEUM, False),
    w.faith("en-t41-030", "value.currency", "What does a child's ticket cost?", "Children aged 5 to 15 pay £8 to visit the museum.", MUSEUM, False),
    w.faith("en-t41-031", "quantifier", "Is the museum closed on Mondays?", "Yes, the Harbour Museum is closed on every Monday all year round.", MUSEUM, False),
    w.faith("en-t41-032", "role.swap", "Who organises the school visits?", "School visits are organised by the curator, Dr. Alan Pike, while Jenny Walsh built up the whaling collection.", MUSEUM_STAFF, False),
    w.faith("en-t41-033", "value.date", "When was the museum founded?", "The Whitby Literary Society founded the museum in 1987.", MUSEUM_STAFF, False),
    w.faith("en-t41-034", "modality", "Do I need to book the walking tour in advance?", "Booking online at least 24 hours ahead is recommended, though not compulsory.", WALKING_TOUR, False),
    w.faith("en-t41-035", "direction", "How late can I book a walking tour?", "Tickets must be booked online at most 24 hours before the tour.", WALKING_TOUR, False),
    w.faith("en-t41-036", "value.except", "When does the Ghost Walk run?", "The Castle Ghost Walk runs every evening except Sunday, starting at 9 p.m.", GHOST_WALK, False),
    w.faith("en-t41-037", "negation", "Can children come on the Ghost Walk?", "Yes, the Ghost Walk is suitable for children under 12.", GHOST_WALK, False),
    w.faith("en-t41-038", "antonym", "When are sessions cancelled?", "Sessions are cancelled if the sky is completely clear, and tickets are then refunded in full.", OBSERVATORY_TEAM, False),
    w.faith("en-t41-039", "added.entity", "When are the public stargazing evenings?", "Kielder Observatory and its sister site in Galloway hold public stargazing evenings from September to April.", OBSERVATORY, False),
    w.faith("en-t41-040", "value.time", "What time do stargazing sessions start?", "Sessions start at 9:30 p.m. and last about 90 minutes.", OBSERVATORY, False),
    w.faith("en-t41-041", "added.fact", "Who gives the introductory talks?", "The volunteer Sam Hodge gives the introductory talks, and he also helps Dr. Gale with the astrophotography workshops.", OBSERVATORY_TEAM, False),
    w.faith("en-t41-042", "role.swap", "Who looks after the big cats?", "Mark Eddison looks after the big cats, and Priya Shah is responsible for the penguin colony.", KEEPERS, False),
    w.faith("en-t41-043", "value.currency", "How much is a child's ticket to the zoo?", "Children's day tickets at Brambledown cost £24.", ZOO, False),
    w.faith("en-t41-044", "direction", "When is the penguin feeding?", "The penguin feeding is at 11:15, after the lion talk.", ZOO, False),
]

CORRECTNESS = [
    w.correct("en-t41-045", "correct.wordy", "When did Kielder Observatory open?", "Kielder Observatory, which was designed by Charles Barclay, first opened in 2008.", "2008", True),
    w.correct("en-t41-046", "correct.short", "Who is the head librarian at Ashford?", "Margaret Doyle.", "Margaret Doyle has been head librarian at Ashford Public Library since 2014.", True),
    w.correct("en-t41-047", "correct.format", "How long does an Old Town walking tour last?", "120 minutes.", "Two hours.", True),
    w.correct("en-t41-048", "correct.format", "What time is the lion talk?", "It's at 2 p.m.", "14:00", True),
    w.correct("en-t41-049", "wrong.value", "How much is an adult day ticket at Brambledown Zoo?", "An adult day ticket costs £18.", "£24", False),
    w.correct("en-t41-050", "wrong.role", "Who built up the Harbour Museum's whaling collection?", "Jenny Walsh, the education officer.", "Dr. Alan Pike, the curator.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
