"""English cases of set t45: a Ludlow bakery handed down three generations, a Cornish
joinery workshop, a Yorkshire brewery and its brewhouse tours, a Sussex vineyard and its
cellar door, a family butcher's shop in Thornbury, and a Somerset cider farm."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BAKERY = (
    "Hollis & Daughters Bakery was founded in 1921 by Arthur Hollis on Market Street in Ludlow. "
    "His daughter Margaret took over the business in 1958 and added a tearoom upstairs. "
    "The bakery is now run by her grandson, Tom Hollis, who opens the shop at 6:30 every morning. "
    "A large sourdough loaf costs £4.20, and a dozen Eccles cakes cost £9."
)
WORKSHOP = (
    "Penrose Joinery is a furniture workshop in Falmouth that Walter Penrose set up in 1947. "
    "His son David joined as an apprentice in 1965 and became the owner in 1982. "
    "The workshop now employs nine craftsmen and takes commissions for oak tables, dressers and staircases. "
    "Visitors can tour the workshop on Saturdays between 10:00 and 13:00."
)
BREWERY = (
    "The Blackwell Brewery in Masham was started in 1874 by the brothers Henry and George Blackwell. "
    "Henry handled the brewing, while George looked after the accounts and the pubs. "
    "In 1996 the family sold a majority stake to a regional group but kept the brewhouse in town. "
    "Its best-known beer, Old Ram, is a 4.8% dark ale."
)
BREWERY_TOURS = (
    "Guided tours of the Blackwell brewhouse run every day except Monday at 11:00 and 14:30. "
    "A tour lasts 75 minutes and costs £14, including three tasting samples. "
    "Children under 12 go free but are not allowed in the tasting room. "
    "Booking online is recommended during the summer."
)
VINEYARD = (
    "Ridgeview Farm in Sussex planted its first vines in 1994, when Peter and Anne Colbourne converted their sheep pasture. "
    "Their daughter Emma became head winemaker in 2011, and her husband Luke Harding manages sales. "
    "The estate covers 16 hectares and produces about 60,000 bottles a year, mostly sparkling wine."
)
CELLAR_DOOR = (
    "The Ridgeview cellar door is open from Wednesday to Sunday, 10:00 to 17:00. "
    "A bottle of the Classic Cuvée costs £32, and the Rosé costs £38. "
    "Orders of six bottles or more get 10% off. "
    "Deliveries within the UK take three to five working days."
)
BUTCHER = (
    "Fenwick's Butchers has traded on the same corner of Thornbury High Street since 1932. "
    "Frank Fenwick bought the shop from its previous owner, Albert Cole, and ran it until 1970. "
    "Today it is run by Frank's granddaughter, Sarah Fenwick, with her cousin Ian Fenwick in charge of the smokehouse. "
    "The shop closes at 1 p.m. on Wednesdays."
)
CIDER = (
    "Thatchwood Cider was founded in 1989 by Roger and Ellen Parfitt in a barn near Sandford, Somerset. "
    "In 2015 the Parfitts handed the business to their long-time cider maker, Jim Cotter, as they had no children who wanted to take it on. "
    "Thatchwood presses around 400 tonnes of apples each autumn. "
    "The farm shop sells a 5-litre bag-in-box of medium cider for £17.50."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t45-001", "para.combine", "Who started Hollis & Daughters, and who took it over?", "Arthur Hollis founded the bakery in 1921, and his daughter Margaret took it over in 1958.", BAKERY, True),
    w.faith("en-t45-002", "fmt.time", "What time does the bakery open?", "Tom Hollis opens the shop at half past six each morning.", BAKERY, True),
    w.faith("en-t45-003", "fmt.currency", "How much is a large sourdough?", "A large sourdough loaf is four pounds twenty.", BAKERY, True),
    w.faith("en-t45-004", "para.relative", "Who runs the bakery today?", "It is run by Tom Hollis, who is Margaret's grandson.", BAKERY, True),
    w.faith("en-t45-005", "para.passive", "Who set up Penrose Joinery?", "The workshop was set up by Walter Penrose in 1947.", WORKSHOP, True),
    w.faith("en-t45-006", "fmt.number", "How many people work at Penrose Joinery?", "The workshop currently has 9 craftsmen on its staff.", WORKSHOP, True),
    w.faith("en-t45-007", "fmt.time", "When can I visit the workshop?", "Tours of the workshop take place on Saturdays from 10 a.m. to 1 p.m.", WORKSHOP, True),
    w.faith("en-t45-008", "para.combine", "How did David Penrose come to own the workshop?", "David, Walter's son, started there as an apprentice in 1965 and became the owner in 1982.", WORKSHOP, True),
    w.faith("en-t45-009", "para.synonym", "Who founded the Blackwell Brewery?", "The brewery was established in 1874 by two brothers, Henry and George Blackwell.", BREWERY, True),
    w.faith("en-t45-010", "para.part", "What did George Blackwell do?", "George took care of the accounts and the pubs.", BREWERY, True),
    w.faith("en-t45-011", "para.nominal", "What happened to the brewery in 1996?", "1996 saw the sale of a majority stake to a regional group, though the brewhouse stayed in town.", BREWERY, True),
    w.faith("en-t45-012", "para.except", "Can I do a brewery tour on a Monday?", "No, there are no tours on Mondays; on all the other days they run at 11:00 and 14:30.", BREWERY_TOURS, True),
    w.faith("en-t45-013", "fmt.unit", "How long is the brewery tour?", "The tour takes an hour and a quarter and costs £14, three tastings included.", BREWERY_TOURS, True),
    w.faith("en-t45-014", "wrap.attribution", "Should I book the tour in advance?", "According to the brewery, booking online is advisable during the summer months.", BREWERY_TOURS, True),
    w.faith("en-t45-015", "para.synonym", "Who makes the wine at Ridgeview?", "Emma, the Colbournes' daughter, has been the head winemaker since 2011.", VINEYARD, True),
    w.faith("en-t45-016", "fmt.thousands", "How much wine does Ridgeview produce?", "Roughly 60 thousand bottles a year, most of it sparkling.", VINEYARD, True),
    w.faith("en-t45-017", "para.reorder", "When were the first vines planted at Ridgeview?", "In 1994 Peter and Anne Colbourne converted their sheep pasture and planted the first vines.", VINEYARD, True),
    w.faith("en-t45-018", "para.except", "Is the cellar door open on Monday?", "No, the cellar door is closed on Mondays and Tuesdays; it opens Wednesday through Sunday from 10 to 5.", CELLAR_DOOR, True),
    w.faith("en-t45-019", "fmt.share", "Is there a discount if I buy a case?", "Yes, if you order at least six bottles you get a tenth off.", CELLAR_DOOR, True),
    w.faith("en-t45-020", "fmt.range", "How long does delivery take?", "UK deliveries take 3–5 working days.", CELLAR_DOOR, True),
    w.faith("en-t45-021", "para.pronoun", "Who runs Fenwick's now?", "It's run by Sarah Fenwick, Frank's granddaughter, and her cousin Ian looks after the smokehouse.", BUTCHER, True),
    w.faith("en-t45-022", "fmt.time", "Is the butcher's open on Wednesday afternoon?", "No, on Wednesdays the shop shuts at 13:00.", BUTCHER, True),
    w.faith("en-t45-023", "wrap.opener", "Who owns Thatchwood Cider now?", "Good question! In 2015 the business was handed to Jim Cotter, who had long been the Parfitts' cider maker.", CIDER, True),
    w.faith("en-t45-024", "fmt.abbrev", "How many apples does Thatchwood press?", "Roughly 400 t of apples are pressed there every autumn.", CIDER, True),
    w.faith("en-t45-025", "value.date", "When did Margaret take over the bakery?", "Margaret Hollis took over the bakery in 1921 and added a tearoom upstairs.", BAKERY, False),
    w.faith("en-t45-026", "role.swap", "Who founded the bakery?", "Margaret Hollis founded the bakery in 1921, and her father Arthur took it over in 1958.", BAKERY, False),
    w.faith("en-t45-027", "value.currency", "How much are the Eccles cakes?", "A dozen Eccles cakes cost £4.20.", BAKERY, False),
    w.faith("en-t45-028", "added.fact", "What did Margaret change?", "When she took over in 1958, Margaret added an upstairs tearoom, which still serves afternoon tea today.", BAKERY, False),
    w.faith("en-t45-029", "value.date", "When did David become the owner?", "David Penrose took over the workshop as owner in 1965.", WORKSHOP, False),
    w.faith("en-t45-030", "added.entity", "What furniture does Penrose Joinery make to order?", "The workshop takes commissions for oak tables, dressers and kitchen cabinets.", WORKSHOP, False),
    w.faith("en-t45-031", "value.time", "When are the workshop tours?", "Workshop tours run on Saturdays from 10:00 to 15:00.", WORKSHOP, False),
    w.faith("en-t45-032", "role.swap", "Who did the brewing at Blackwell?", "George Blackwell was in charge of the brewing, while Henry looked after the accounts and the pubs.", BREWERY, False),
    w.faith("en-t45-033", "negation", "What happened in 1996?", "In 1996 the family sold a majority stake to a regional group, and the brewhouse did not stay in town.", BREWERY, False),
    w.faith("en-t45-034", "value.number", "How strong is Old Ram?", "Old Ram is a dark ale of 5.8% ABV.", BREWERY, False),
    w.faith("en-t45-035", "value.except", "On which days are the brewery tours?", "Tours run every day except Sunday, at 11:00 and 14:30.", BREWERY_TOURS, False),
    w.faith("en-t45-036", "modality", "Do I need to book a tour?", "Yes, online booking is compulsory during the summer.", BREWERY_TOURS, False),
    w.faith("en-t45-037", "direction", "Who goes free on the tour?", "Children over 12 go free but may not enter the tasting room.", BREWERY_TOURS, False),
    w.faith("en-t45-038", "role.swap", "Who manages sales at Ridgeview?", "Emma Colbourne manages sales, and her husband Luke Harding is the head winemaker.", VINEYARD, False),
    w.faith("en-t45-039", "value.date", "When did Emma become head winemaker?", "Emma became head winemaker at Ridgeview in 1994.", VINEYARD, False),
    w.faith("en-t45-040", "value.currency", "How much is the Classic Cuvée?", "A bottle of the Classic Cuvée costs £38 at the cellar door.", CELLAR_DOOR, False),
    w.faith("en-t45-041", "added.fact", "Do you deliver?", "Yes, UK deliveries take three to five working days and are free on orders of six bottles or more.", CELLAR_DOOR, False),
    w.faith("en-t45-042", "role.swap", "Who did Frank Fenwick buy the shop from?", "Albert Cole bought the shop from Frank Fenwick and ran it until 1970.", BUTCHER, False),
    w.faith("en-t45-043", "antonym", "Who took over from the Parfitts?", "In 2015 the Parfitts handed the business to Jim Cotter, a newcomer they had only just hired.", CIDER, False),
    w.faith("en-t45-044", "added.fact", "How many apples does Thatchwood press?", "Thatchwood presses around 400 tonnes of apples each autumn, all grown in its own orchards.", CIDER, False),
]

CORRECTNESS = [
    w.correct("en-t45-045", "correct.wordy", "Who founded Hollis & Daughters Bakery?", "The bakery was founded back in 1921 by Arthur Hollis, on Market Street in Ludlow.", "Arthur Hollis", True),
    w.correct("en-t45-046", "correct.format", "How big is the Ridgeview estate?", "Sixteen hectares.", "16 ha", True),
    w.correct("en-t45-047", "correct.short", "When did Jim Cotter take over Thatchwood Cider?", "2015.", "Jim Cotter took over Thatchwood Cider in 2015.", True),
    w.correct("en-t45-048", "correct.format", "In which year was the Blackwell Brewery started?", "In eighteen seventy-four.", "1874", True),
    w.correct("en-t45-049", "wrong.value", "How much does a Blackwell brewery tour cost?", "A tour costs £12.", "£14, including three tasting samples", False),
    w.correct("en-t45-050", "wrong.role", "Who runs the smokehouse at Fenwick's Butchers?", "Sarah Fenwick runs the smokehouse.", "Ian Fenwick", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
