"""English cases of set t52: an Edinburgh youth hostel and its owners, a Cotswolds manor
that hosts weddings, a harbour café in Whitstable, Lancaster's Christmas market, a Soho
jazz club, and the Norwich beer festival."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HOSTEL = (
    "The Thistle Hostel on Edinburgh's Grassmarket has 160 beds in dorms of four to twelve. "
    "A bed in a twelve-bed dorm costs £22 a night, and a private twin room costs £68. "
    "Reception is staffed 24 hours a day, but the kitchen closes at 23:00. "
    "Guests must be at least 18 unless travelling with a parent."
)
HOSTEL_STAFF = (
    "The hostel is managed by Euan Macleod, who opened it in 2011 with his partner, Isla Grant. "
    "Isla runs the walking tours of the Old Town, which leave from reception at 10:00 each morning. "
    "The building was a grain store in the 1830s and later served as a printing works until 1978."
)
WEDDING = (
    "Ashcombe Manor in the Cotswolds hosts weddings from April to October. "
    "The Orangery seats up to 120 guests for dinner, and the Long Barn takes 200 for an evening reception. "
    "Exclusive hire on a Saturday costs £9,500; Fridays and Sundays are £7,200. "
    "Music must end at 23:30, and all guests must leave the grounds by midnight."
)
WEDDING_STAFF = (
    "At Ashcombe, events manager Priya Shah looks after every wedding from the first viewing to the day itself, while head chef Rob Dunmore plans the menus. "
    "Couples meet Rob for a tasting eight weeks before the wedding. "
    "Ashcombe has held weddings since 2006, when the Ellison family converted the old barns."
)
CAFE = (
    "The Gull's Rest on Whitstable harbour has been run by Dot Pearce since 1994; her son Frank took over the kitchen in 2016. "
    "Cod and chips costs £12.50, and half a dozen local oysters cost £15. "
    "The café is open Wednesday to Sunday, from 11:00 to 20:00. "
    "Card payments are accepted only for bills over £5."
)
XMAS_MARKET = (
    "Lancaster's Christmas Market opens on 8 November and runs until 22 December. "
    "The largest site, in Market Square, has about 90 wooden chalets. "
    "Stalls open from 10:00 to 21:00, and the bars stay open until 22:00 at weekends. "
    "Trader applications are handled by Gemma Lowe at the city council."
)
JAZZ = (
    "The Blue Lantern jazz club in Soho opened in 1959 and was bought by saxophonist Leon Carter in 1987. "
    "Doors open at 19:00, with the first set at 20:30 and the late set at 23:00. "
    "Entry is £25 on Fridays and Saturdays and £15 from Sunday to Thursday. "
    "The house trio is led by pianist Mae Okafor."
)
BEERFEST = (
    "The Norwich Beer Festival runs for five days in the last week of October at St Andrew's Hall. "
    "More than 200 real ales and 50 ciders are served. "
    "Entry is £6 on weekdays and £8 on Saturday, and CAMRA members get in free. "
    "All drinks are served in third-, half- and full-pint measures."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t52-001", "fmt.currency", "How much is a dorm bed?", "A bed in a twelve-bed dorm is twenty-two pounds a night.", HOSTEL, True),
    w.faith("en-t52-002", "para.synonym", "Is there someone at reception during the night?", "Yes, the reception desk is staffed round the clock.", HOSTEL, True),
    w.faith("en-t52-003", "fmt.time", "Until when can I use the kitchen?", "The hostel kitchen closes at 11 p.m.", HOSTEL, True),
    w.faith("en-t52-004", "para.nominal", "Can my 16-year-old stay at the hostel?", "Only if they're travelling with a parent; otherwise the minimum age for guests is 18.", HOSTEL, True),
    w.faith("en-t52-005", "para.relative", "Who runs the Thistle Hostel?", "It's managed by Euan Macleod, who opened it in 2011 together with his partner, Isla Grant.", HOSTEL_STAFF, True),
    w.faith("en-t52-006", "fmt.time", "When do the walking tours start?", "Isla's Old Town walking tours set off from reception at ten o'clock every morning.", HOSTEL_STAFF, True),
    w.faith("en-t52-007", "para.combine", "What was the building before it was a hostel?", "In the 1830s it was a grain store, and later it was used as a printing works until 1978.", HOSTEL_STAFF, True),
    w.faith("en-t52-008", "fmt.thousands", "How much does exclusive hire cost?", "Exclusive hire is £9500 on a Saturday and £7200 on a Friday or Sunday.", WEDDING, True),
    w.faith("en-t52-009", "fmt.number", "How many guests can we seat for the wedding breakfast?", "The Orangery can seat up to a hundred and twenty guests for dinner.", WEDDING, True),
    w.faith("en-t52-010", "fmt.time", "How late can the party go on?", "The music has to stop at 11:30 p.m., and everyone must be off the grounds by 12 midnight.", WEDDING, True),
    w.faith("en-t52-011", "para.part", "Can we get married at Ashcombe in December?", "No, Ashcombe Manor only hosts weddings between April and October.", WEDDING, True),
    w.faith("en-t52-012", "para.passive", "Who decides what we eat?", "The menus are planned by head chef Rob Dunmore.", WEDDING_STAFF, True),
    w.faith("en-t52-013", "fmt.period", "When is the menu tasting?", "You meet Rob for the tasting 56 days before your wedding.", WEDDING_STAFF, True),
    w.faith("en-t52-014", "para.pronoun", "Who runs the Gull's Rest?", "Dot Pearce has run it since 1994, and her son Frank has been in charge of its kitchen since 2016.", CAFE, True),
    w.faith("en-t52-015", "fmt.currency", "How much is cod and chips?", "Cod and chips is twelve pounds fifty.", CAFE, True),
    w.faith("en-t52-016", "para.except", "Is the Gull's Rest open on a Monday?", "No, it's closed on Mondays and Tuesdays; it opens Wednesday to Sunday.", CAFE, True),
    w.faith("en-t52-017", "wrap.closer", "Do they serve oysters?", "Yes, six local oysters cost £15. Enjoy your trip to Whitstable!", CAFE, True),
    w.faith("en-t52-018", "fmt.date", "When is the Christmas market on?", "It runs from 8th Nov to 22nd Dec.", XMAS_MARKET, True),
    w.faith("en-t52-019", "para.synonym", "How big is the Market Square site?", "Market Square, the biggest site, has roughly ninety wooden huts.", XMAS_MARKET, True),
    w.faith("en-t52-020", "wrap.attribution", "I'd like a stall. Who should I contact?", "According to the market information, trader applications are dealt with by Gemma Lowe at the city council.", XMAS_MARKET, True),
    w.faith("en-t52-021", "para.passive", "How old is the Blue Lantern?", "The Blue Lantern opened in 1959, and saxophonist Leon Carter bought it in 1987.", JAZZ, True),
    w.faith("en-t52-022", "fmt.time", "What time do things start at the Blue Lantern?", "Doors open at 7 p.m.; the first set begins at 8:30 p.m. and the late set at 11 p.m.", JAZZ, True),
    w.faith("en-t52-023", "wrap.question", "How much does it cost to get in?", "Entry is £15 from Sunday to Thursday and £25 on Fridays and Saturdays. Would you like the set times as well?", JAZZ, True),
    w.faith("en-t52-024", "fmt.number", "What drinks will there be at the beer festival?", "There will be over two hundred real ales and fifty ciders.", BEERFEST, True),
    w.faith("en-t52-025", "value.currency", "How much is a private room?", "A private twin room at the Thistle costs £22 a night.", HOSTEL, False),
    w.faith("en-t52-026", "antonym", "When is the kitchen available?", "The hostel kitchen opens at 11 p.m.", HOSTEL, False),
    w.faith("en-t52-027", "added.fact", "Is reception open all night?", "Yes, reception is staffed 24 hours a day, and breakfast is included in every bed price.", HOSTEL, False),
    w.faith("en-t52-028", "role.swap", "Who leads the walking tours?", "Euan Macleod runs the Old Town walking tours, while Isla Grant manages the hostel.", HOSTEL_STAFF, False),
    w.faith("en-t52-029", "value.date", "When did the hostel open?", "Euan Macleod and Isla Grant opened the Thistle Hostel in 1978.", HOSTEL_STAFF, False),
    w.faith("en-t52-030", "value.number", "How many can sit down to dinner in the Orangery?", "The Orangery seats up to 200 guests for dinner.", WEDDING, False),
    w.faith("en-t52-031", "value.currency", "What does a Saturday wedding cost?", "Exclusive hire on a Saturday costs £7,200.", WEDDING, False),
    w.faith("en-t52-032", "modality", "Is there a music curfew?", "Music should ideally end by 23:30, but that's only a recommendation.", WEDDING, False),
    w.faith("en-t52-033", "added.entity", "When do we do the menu tasting?", "Couples meet Rob and the florist for a tasting eight weeks before the wedding.", WEDDING_STAFF, False),
    w.faith("en-t52-034", "role.swap", "Who is the events manager at Ashcombe?", "Rob Dunmore is the events manager, and head chef Priya Shah plans the menus.", WEDDING_STAFF, False),
    w.faith("en-t52-035", "value.number", "How far ahead is the tasting?", "You'll meet Rob for a tasting six weeks before the wedding.", WEDDING_STAFF, False),
    w.faith("en-t52-036", "value.except", "When is the Gull's Rest closed?", "The Gull's Rest is open every day except Monday, from 11:00 to 20:00.", CAFE, False),
    w.faith("en-t52-037", "role.swap", "Since when has Dot Pearce run the café?", "Frank Pearce has run the café since 1994, and his mother Dot took over the kitchen in 2016.", CAFE, False),
    w.faith("en-t52-038", "quantifier", "Can I pay by card?", "Yes, the café takes card payments for bills of any amount.", CAFE, False),
    w.faith("en-t52-039", "value.date", "Until when is the Christmas market on?", "Lancaster's Christmas Market runs from 8 November to 24 December.", XMAS_MARKET, False),
    w.faith("en-t52-040", "added.fact", "What are the opening hours?", "Stalls are open from 10:00 to 21:00, and entry to Market Square costs £2.", XMAS_MARKET, False),
    w.faith("en-t52-041", "value.time", "When does the first set start?", "The first set at the Blue Lantern starts at 19:00.", JAZZ, False),
    w.faith("en-t52-042", "role.swap", "Who leads the house trio?", "The house trio is led by saxophonist Leon Carter, and pianist Mae Okafor bought the club in 1987.", JAZZ, False),
    w.faith("en-t52-043", "value.currency", "How much is entry to the beer festival?", "Entry is £8 on weekdays and £6 on Saturday.", BEERFEST, False),
    w.faith("en-t52-044", "negation", "Do CAMRA members pay?", "Yes, CAMRA members pay the same entry fee as everyone else.", BEERFEST, False),
]

CORRECTNESS = [
    w.correct("en-t52-045", "correct.wordy", "How much is a bed in a twelve-bed dorm at the Thistle Hostel?", "A bed in one of the twelve-bed dorms at the Thistle Hostel will cost you £22 for each night you stay.", "£22 a night", True),
    w.correct("en-t52-046", "correct.short", "Who leads the house trio at the Blue Lantern?", "Mae Okafor.", "The house trio is led by the pianist Mae Okafor.", True),
    w.correct("en-t52-047", "correct.format", "How much does Saturday exclusive hire at Ashcombe Manor cost?", "Nine and a half thousand pounds.", "£9,500", True),
    w.correct("en-t52-048", "correct.wordy", "When does Lancaster's Christmas Market open?", "The market opens its doors to visitors on the eighth of November.", "8 November", True),
    w.correct("en-t52-049", "wrong.value", "How many guests can the Long Barn take for an evening reception?", "The Long Barn holds 120 guests.", "200 guests", False),
    w.correct("en-t52-050", "wrong.role", "Who runs the walking tours at the Thistle Hostel?", "Euan Macleod runs them.", "Isla Grant", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
