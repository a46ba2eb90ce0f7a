"""English cases of set t42: a university library's hours and loan limits, a rural mobile
library and its staff, an art gallery's tickets and its founders, a Thames river tour and a
castle tour, a planetarium's shows and an observatory's history, and a safari park's prices,
rules and wardens."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

UNI_LIBRARY = (
    "The Hallam University Library is open 24 hours a day during term time, and from 8:00 to 22:00 in the holidays. "
    "Undergraduates may borrow 10 books, and postgraduates 25. "
    "Short-loan items must be returned within 4 hours. "
    "Group study rooms can be booked for a maximum of 3 hours a day."
)
MOBILE_LIBRARY = (
    "The Cumbria mobile library visits Keswick every Tuesday from 10:15 to 12:00 and Braithwaite every Thursday from 14:00 to 15:30. "
    "The van carries around 2,500 books. "
    "Driver-librarian Gareth Evans has run the service since 2011; his colleague Susan Blake handles the online reservations."
)
GALLERY = (
    "The Hartley Gallery in Bristol is free to enter, but the temporary exhibition 'Light on Water' costs £12 (£10 concessions). "
    "The gallery opens Tuesday to Sunday, 10:00–17:00, and stays open until 21:00 on Thursdays. "
    "Photography without flash is allowed in the permanent collection but not in the temporary exhibition."
)
GALLERY_HISTORY = (
    "The gallery was founded in 1894 by the shipping merchant Henry Hartley, whose daughter Edith donated his collection of watercolours in 1921. "
    "The current director, Dr. Amara Okafor, was appointed in 2020."
)
RIVER_TOUR = (
    "Thames river tours to Greenwich depart from Westminster Pier every 40 minutes between 10:00 and 17:20. "
    "The trip takes about an hour, and a single ticket costs £19.50. "
    "Live commentary is given by the crew on every sailing."
)
CASTLE_TOUR = (
    "Guided tours of Conwy Castle run on the hour from 11:00 to 15:00 and last 45 minutes. "
    "The tour includes the towers and the great hall, but not the chapel, which is closed for restoration until June. "
    "Visitors must be able to climb 200 steps."
)
PLANETARIUM = (
    "On weekends the Star Dome planetarium shows 'Journey to Jupiter' at 11:30 and 'The Northern Sky' at 15:00. "
    "Shows last 35 minutes, and latecomers cannot be admitted. "
    "Tickets cost £7 for adults and £5 for under-16s."
)
OBSERVATORY = (
    "The Mill Hill Observatory was built in 1929 by the University of London. "
    "Its Fry telescope, installed in 1938, is the oldest instrument still in use there. "
    "Open evenings are run by the astronomer Dr. Keith Moran, while the technician Lucy Hart maintains the telescopes."
)
SAFARI = (
    "Longhope Safari Park is open from 1 March to 31 October, daily from 9:30 to 17:00. "
    "Visitors drive their own cars through the reserve and must keep their windows closed in the lion enclosure. "
    "The drive-through route is 6 miles long. "
    "A car with up to five people costs £55 if booked in advance, or £65 on the day."
)
WARDENS = (
    "At Longhope, senior warden Daniel Fox manages the lion reserve, and Hannah Cole runs the walk-through lemur enclosure. "
    "The park was opened in 1972 by the Longhope family and sold to the Whitmore Trust in 2003. "
    "Its pride of lions currently numbers eleven."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t42-001", "para.synonym", "Is the university library open at night?", "During term time it never closes — the library is open round the clock.", UNI_LIBRARY, True),
    w.faith("en-t42-002", "fmt.time", "What are the library's hours in the holidays?", "Outside term, it opens at 8 a.m. and closes at 10 p.m.", UNI_LIBRARY, True),
    w.faith("en-t42-003", "para.combine", "How many books can I borrow as a postgraduate?", "Postgraduates can take out 25 books, compared with 10 for undergraduates.", UNI_LIBRARY, True),
    w.faith("en-t42-004", "fmt.unit", "How long can I keep a short-loan item?", "Short-loan items have to be back within 240 minutes.", UNI_LIBRARY, True),
    w.faith("en-t42-005", "para.passive", "Who runs the mobile library?", "Since 2011 the service has been run by the driver-librarian Gareth Evans.", MOBILE_LIBRARY, True),
    w.faith("en-t42-006", "fmt.time", "When does the van stop in Braithwaite?", "It's in Braithwaite on Thursdays from 2 p.m. until half past three.", MOBILE_LIBRARY, True),
    w.faith("en-t42-007", "fmt.thousands", "How many books does the mobile library carry?", "The van holds roughly 2500 books.", MOBILE_LIBRARY, True),
    w.faith("en-t42-008", "para.pronoun", "Who deals with reservations?", "Susan Blake does; she handles the online reservations and works alongside Gareth Evans.", MOBILE_LIBRARY, True),
    w.faith("en-t42-009", "para.except", "Is the Hartley Gallery open on Mondays?", "No, it's closed on Mondays; from Tuesday to Sunday it opens from 10 a.m. to 5 p.m.", GALLERY, True),
    w.faith("en-t42-010", "fmt.currency", "How much is 'Light on Water'?", "Tickets are twelve pounds, or ten pounds with a concession.", GALLERY, True),
    w.faith("en-t42-011", "para.synonym", "Can I take photos in the permanent collection?", "Yes, you may take pictures there as long as you don't use a flash.", GALLERY, True),
    w.faith("en-t42-012", "fmt.time", "Does the gallery have a late opening?", "On Thursdays the gallery stays open until 9 p.m.", GALLERY, True),
    w.faith("en-t42-013", "para.relative", "Who founded the gallery?", "It was founded in 1894 by Henry Hartley, a shipping merchant whose watercolours his daughter Edith donated in 1921.", GALLERY_HISTORY, True),
    w.faith("en-t42-014", "wrap.attribution", "Who is the director of the gallery?", "According to the gallery, Dr. Amara Okafor has been director since her appointment in 2020.", GALLERY_HISTORY, True),
    w.faith("en-t42-015", "fmt.number", "How often do the boats to Greenwich leave?", "There's a departure from Westminster Pier every forty minutes.", RIVER_TOUR, True),
    w.faith("en-t42-016", "fmt.currency", "How much is a single ticket for the river tour?", "A one-way ticket costs nineteen pounds fifty.", RIVER_TOUR, True),
    w.faith("en-t42-017", "para.passive", "Is there commentary on the boat?", "Yes, the crew gives live commentary on every sailing.", RIVER_TOUR, True),
    w.faith("en-t42-018", "para.combine", "When are the castle tours, and how long are they?", "The 45-minute tours start every hour on the hour, the first at 11 a.m. and the last at 3 p.m.", CASTLE_TOUR, True),
    w.faith("en-t42-019", "para.part", "Can I see the chapel on the tour?", "The chapel is closed for restoration until June.", CASTLE_TOUR, True),
    w.faith("en-t42-020", "fmt.time", "When is 'The Northern Sky' shown?", "'The Northern Sky' is on at 3 p.m. on weekends.", PLANETARIUM, True),
    w.faith("en-t42-021", "wrap.opener", "What do planetarium tickets cost?", "Happy to help! Adults pay £7 and under-16s pay £5.", PLANETARIUM, True),
    w.faith("en-t42-022", "para.passive", "Who built the Mill Hill Observatory?", "In 1929 the University of London built the Mill Hill Observatory.", OBSERVATORY, True),
    w.faith("en-t42-023", "fmt.date", "When is the safari park open?", "It's open every day from the start of March to the end of October, 9:30 a.m. to 5 p.m.", SAFARI, True),
    w.faith("en-t42-024", "para.passive", "Who is in charge of the lions?", "The lion reserve is managed by the senior warden, Daniel Fox.", WARDENS, True),
    w.faith("en-t42-025", "value.time", "What are the holiday opening hours?", "In the holidays the university library is open from 8:00 to 20:00.", UNI_LIBRARY, False),
    w.faith("en-t42-026", "role.swap", "How many books can undergraduates borrow?", "Undergraduates may borrow 25 books, and postgraduates 10.", UNI_LIBRARY, False),
    w.faith("en-t42-027", "direction", "How long can I book a group study room?", "Group study rooms must be booked for at least 3 hours a day.", UNI_LIBRARY, False),
    w.faith("en-t42-028", "role.swap", "Who handles the online reservations?", "Gareth Evans handles the online reservations, while Susan Blake drives the van.", MOBILE_LIBRARY, False),
    w.faith("en-t42-029", "value.except", "When does the van come to Keswick?", "The mobile library visits Keswick on Tuesdays and Thursdays from 10:15 to 12:00.", MOBILE_LIBRARY, False),
    w.faith("en-t42-030", "value.time", "When is the van in Braithwaite?", "It stops in Braithwaite every Thursday from 14:00 to 16:30.", MOBILE_LIBRARY, False),
    w.faith("en-t42-031", "value.currency", "How much is a concession ticket for 'Light on Water'?", "With a concession, 'Light on Water' costs £12.", GALLERY, False),
    w.faith("en-t42-032", "negation", "Can I photograph the temporary exhibition?", "Yes, photography without flash is allowed in 'Light on Water' as well.", GALLERY, False),
    w.faith("en-t42-033", "antonym", "What are the gallery's hours on Thursdays?", "On Thursdays the Hartley Gallery closes earlier than on other days.", GALLERY, False),
    w.faith("en-t42-034", "value.date", "When was the Hartley Gallery founded?", "Henry Hartley founded the gallery in 1921.", GALLERY_HISTORY, False),
    w.faith("en-t42-035", "role.swap", "Who donated the watercolours?", "In 1921 Henry Hartley donated his daughter Edith's collection of watercolours.", GALLERY_HISTORY, False),
    w.faith("en-t42-036", "added.fact", "Who is the gallery's director?", "Dr. Amara Okafor was appointed director in 2020 and has since doubled the gallery's visitor numbers.", GALLERY_HISTORY, False),
    w.faith("en-t42-037", "added.entity", "Where do the Greenwich boats leave from?", "Boats to Greenwich leave from Westminster Pier and Tower Pier every 40 minutes.", RIVER_TOUR, False),
    w.faith("en-t42-038", "value.number", "How frequent are the river tours?", "Boats to Greenwich leave every 20 minutes between 10:00 and 17:20.", RIVER_TOUR, False),
    w.faith("en-t42-039", "quantifier", "What does the castle tour cover?", "The tour covers every part of Conwy Castle, including the towers and the great hall.", CASTLE_TOUR, False),
    w.faith("en-t42-040", "modality", "Will there be a lot of stairs?", "Visitors are advised, though not required, to be able to climb 200 steps.", CASTLE_TOUR, False),
    w.faith("en-t42-041", "added.fact", "How long are the planetarium shows?", "Shows last 35 minutes and are followed by a question session with an astronomer.", PLANETARIUM, False),
    w.faith("en-t42-042", "value.date", "When was the Fry telescope installed?", "The Fry telescope was installed in 1929 and is the oldest instrument still in use there.", OBSERVATORY, False),
    w.faith("en-t42-043", "negation", "Do I have to keep my windows shut?", "Visitors do not need to keep their windows closed in the lion enclosure.", SAFARI, False),
    w.faith("en-t42-044", "value.date", "When did the Whitmore Trust take over the park?", "The Whitmore Trust bought Longhope Safari Park in 1972.", WARDENS, False),
]

CORRECTNESS = [
    w.correct("en-t42-045", "correct.wordy", "How long is the drive-through route at Longhope?", "The route that visitors drive through the reserve at Longhope is six miles long.", "6 miles", True),
    w.correct("en-t42-046", "correct.short", "Who maintains the telescopes at Mill Hill?", "Lucy Hart.", "The technician Lucy Hart maintains the telescopes.", True),
    w.correct("en-t42-047", "correct.format", "How long does the boat trip to Greenwich take?", "About 60 minutes.", "About an hour.", True),
    w.correct("en-t42-048", "correct.format", "What does a car cost at Longhope if you pay on the day?", "Sixty-five pounds.", "£65", True),
    w.correct("en-t42-049", "wrong.value", "How long does a Conwy Castle tour last?", "About 90 minutes.", "45 minutes", False),
    w.correct("en-t42-050", "wrong.role", "Who runs the lemur enclosure at Longhope?", "Daniel Fox, the senior warden.", "Hannah Cole", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
