"""English cases of set t46: a Melton Mowbray pie shop and its delivery rules, a Fowey
boatyard, an Islay distillery and its visitor centre, a Clerkenwell clockmaker, a Kentish
brewery in a converted oast, and a Cornish pottery."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PIE_SHOP = (
    "Garrick's Pie Shop in Melton Mowbray was opened in 1936 by Walter Garrick, a former farm labourer. "
    "After his death in 1963, his widow Edna ran the shop until their son Clive took over in 1971. "
    "Clive's daughter Joanne has managed the business since 2008 and now supplies pies to twelve farm shops across Leicestershire. "
    "A large pork pie costs £8.50 and a small one £3.25."
)
PIE_HOURS = (
    "The pie shop is open Tuesday to Saturday, 8:00 to 17:00. "
    "Orders for Christmas must be placed by 10 December. "
    "Joanne's brother Mark handles deliveries, which go out on Thursdays only."
)
BOATYARD = (
    "Tregarthen Boatbuilders in Fowey has built wooden sailing boats since 1909, when Samuel Tregarthen opened the yard on the riverside. "
    "The yard passed to his nephew Arthur in 1946 and then to Arthur's daughter Rose in 1980, the first woman to run it. "
    "Rose's son Ben Tregarthen is now the master shipwright and leads a team of six. "
    "A new 18-foot dinghy takes about five months to build."
)
DISTILLERY = (
    "Glenmorran Distillery on Islay was founded in 1887 by Duncan McAlister. "
    "It was sold to a Glasgow blending house in 1938 and bought back by the McAlister family in 1999. "
    "Distillery manager Fiona McAlister runs production, while her cousin Ewan McAlister manages the visitor centre. "
    "The flagship 12-year-old single malt is bottled at 46% and sells for £58."
)
VISITOR_CENTRE = (
    "The Glenmorran visitor centre is open daily from March to October, 9:30 to 17:00, and on weekdays only in winter. "
    "The standard tour lasts 45 minutes and costs £15, with a dram of the 12-year-old included. "
    "Drivers receive a miniature to take away instead of a dram. "
    "Under-18s may join the tour but cannot taste."
)
CLOCKMAKER = (
    "Ashby & Sons, the clockmakers on St John Street in Clerkenwell, were founded in 1852 by Thomas Ashby. "
    "The firm stayed with the Ashby family until 1994, when the last Ashby, Gerald, sold it to his chief restorer, Priya Shah. "
    "Priya now employs four restorers and specialises in longcase clocks. "
    "A full service of a longcase clock starts at £350 and takes about three weeks."
)
OAST_BREWERY = (
    "Oast House Brewery in Faversham was set up in 2006 by former hop farmer Gordon Keel and his wife Maureen in a converted oast. "
    "Their son Danny became head brewer in 2014, and Maureen still does the books. "
    "The brewery's Kentish Gold is a 4.2% golden ale made with hops grown on the family farm. "
    "The taproom is open Thursday to Sunday from noon, and dogs are welcome."
)
POTTERY = (
    "Carrow Pottery near St Ives was started in 1962 by the potter Ruth Carrow. "
    "Her former apprentice, Tom Jago, took over the studio in 1990 and still throws every piece by hand. "
    "The pottery fires its wood kiln four times a year, and beginners' classes run on Sunday mornings for £45."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t46-001", "para.combine", "Who opened Garrick's, and who ran it after him?", "Walter Garrick opened the shop in 1936; after he died in 1963, his widow Edna ran it.", PIE_SHOP, True),
    w.faith("en-t46-002", "fmt.currency", "How much is a small pork pie?", "A small pork pie is three pounds twenty-five.", PIE_SHOP, True),
    w.faith("en-t46-003", "para.relative", "Who manages the pie shop today?", "It's managed by Joanne, Clive's daughter, who has been in charge since 2008.", PIE_SHOP, True),
    w.faith("en-t46-004", "fmt.number", "Can I buy Garrick's pies anywhere else?", "Yes, Joanne supplies pies to 12 farm shops around Leicestershire.", PIE_SHOP, True),
    w.faith("en-t46-005", "para.except", "Is the pie shop open on Mondays?", "No, it's closed on Sundays and Mondays; it opens Tuesday to Saturday from 8 to 5.", PIE_HOURS, True),
    w.faith("en-t46-006", "fmt.date", "What's the deadline for Christmas orders?", "Christmas orders need to be in by the 10th of December.", PIE_HOURS, True),
    w.faith("en-t46-007", "para.pronoun", "Who does the deliveries?", "Joanne's brother Mark does them, and he sends them out on Thursdays only.", PIE_HOURS, True),
    w.faith("en-t46-008", "para.passive", "Who opened the Tregarthen yard?", "The yard was opened on the riverside in Fowey by Samuel Tregarthen in 1909.", BOATYARD, True),
    w.faith("en-t46-009", "para.combine", "Who has run the boatyard over the years?", "After Samuel, the yard went to his nephew Arthur in 1946, and in 1980 to Arthur's daughter Rose.", BOATYARD, True),
    w.faith("en-t46-010", "fmt.abbrev", "How long does a new dinghy take to build?", "Building a new 18 ft dinghy takes roughly five months.", BOATYARD, True),
    w.faith("en-t46-011", "para.synonym", "Who is the master shipwright at Tregarthen's?", "Rose's son, Ben Tregarthen, is the yard's master shipwright and heads a team of six.", BOATYARD, True),
    w.faith("en-t46-012", "para.nominal", "What happened to Glenmorran after 1938?", "Following its sale to a Glasgow blending house in 1938, the distillery saw a buy-back by the McAlister family in 1999.", DISTILLERY, True),
    w.faith("en-t46-013", "fmt.currency", "How much is the 12-year-old?", "The 12-year-old single malt costs fifty-eight pounds and is bottled at 46%.", DISTILLERY, True),
    w.faith("en-t46-014", "para.combine", "Who runs what at Glenmorran?", "Fiona McAlister is in charge of production as distillery manager, and her cousin Ewan runs the visitor centre.", DISTILLERY, True),
    w.faith("en-t46-015", "fmt.time", "What are the visitor centre's summer hours?", "From March to October it's open every day from 9.30 a.m. to 5 p.m.", VISITOR_CENTRE, True),
    w.faith("en-t46-016", "fmt.unit", "How long is the standard tour?", "The standard tour takes three quarters of an hour.", VISITOR_CENTRE, True),
    w.faith("en-t46-017", "para.synonym", "I'm driving. Can I still taste?", "Instead of a dram, drivers are given a miniature to take home.", VISITOR_CENTRE, True),
    w.faith("en-t46-018", "wrap.hedge", "Can my 16-year-old come on the tour?", "As far as I can tell from the rules, yes: under-18s can join the tour, but they can't taste.", VISITOR_CENTRE, True),
    w.faith("en-t46-019", "para.reorder", "Who owns Ashby & Sons now?", "In 1994 Gerald Ashby, the last of the family, sold the firm to Priya Shah, his chief restorer.", CLOCKMAKER, True),
    w.faith("en-t46-020", "fmt.period", "How long does a longcase clock service take?", "A full service of a longcase clock takes roughly 21 days, with prices starting at £350.", CLOCKMAKER, True),
    w.faith("en-t46-021", "para.part", "What kind of clocks does Priya Shah specialise in?", "She specialises in longcase clocks.", CLOCKMAKER, True),
    w.faith("en-t46-022", "para.combine", "Who brews at Oast House?", "Danny, the son of Gordon and Maureen Keel, has been head brewer since 2014.", OAST_BREWERY, True),
    w.faith("en-t46-023", "wrap.opener", "Can I bring my dog to the taproom?", "Happy to help! Yes, dogs are welcome in the taproom, which opens from noon Thursday to Sunday.", OAST_BREWERY, True),
    w.faith("en-t46-024", "fmt.period", "How often is the wood kiln fired?", "The wood kiln at Carrow Pottery is fired four times annually.", POTTERY, True),
    w.faith("en-t46-025", "value.date", "When did Clive take over the pie shop?", "Clive Garrick took over the shop in 1963, after his father's death.", PIE_SHOP, False),
    w.faith("en-t46-026", "value.currency", "How much is a large pork pie?", "A large pork pie costs £3.25.", PIE_SHOP, False),
    w.faith("en-t46-027", "role.swap", "Who ran the shop after Walter died?", "After Walter's death his son Clive ran the shop, until his mother Edna took over in 1971.", PIE_SHOP, False),
    w.faith("en-t46-028", "value.except", "When is the pie shop open?", "The shop is open Monday to Friday, 8:00 to 17:00.", PIE_HOURS, False),
    w.faith("en-t46-029", "quantifier", "When do deliveries go out?", "Mark delivers on any weekday, not just on Thursdays.", PIE_HOURS, False),
    w.faith("en-t46-030", "role.swap", "Who handles deliveries?", "Joanne handles the deliveries, while her brother Mark manages the business.", (PIE_SHOP, PIE_HOURS), False),
    w.faith("en-t46-031", "value.date", "When did Rose take over the boatyard?", "Rose Tregarthen took over the yard in 1946, the first woman to run it.", BOATYARD, False),
    w.faith("en-t46-032", "added.fact", "Who is the master shipwright?", "Ben Tregarthen is the master shipwright and leads a team of six, having trained as a boatbuilder in Denmark.", BOATYARD, False),
    w.faith("en-t46-033", "value.number", "How big is Ben's team?", "Ben leads a team of sixteen at the yard.", BOATYARD, False),
    w.faith("en-t46-034", "antonym", "Is Maureen Keel still involved in the brewery?", "No, Maureen gave up doing the books when Danny became head brewer in 2014.", OAST_BREWERY, False),
    w.faith("en-t46-035", "value.date", "When did the McAlisters buy Glenmorran back?", "The McAlister family bought Glenmorran back in 1938.", DISTILLERY, False),
    w.faith("en-t46-036", "role.swap", "Who manages the visitor centre?", "Fiona McAlister manages the visitor centre, while her cousin Ewan runs production.", DISTILLERY, False),
    w.faith("en-t46-037", "value.except", "When is the visitor centre open in winter?", "In winter the visitor centre opens at weekends only.", VISITOR_CENTRE, False),
    w.faith("en-t46-038", "negation", "Can under-18s take the tour?", "No, under-18s are not allowed on the tour.", VISITOR_CENTRE, False),
    w.faith("en-t46-039", "added.fact", "What does the standard tour cost?", "The standard tour costs £15 with a dram of the 12-year-old included, and it's free for island residents.", VISITOR_CENTRE, False),
    w.faith("en-t46-040", "direction", "What does a longcase clock service cost?", "A full service of a longcase clock costs at most £350.", CLOCKMAKER, False),
    w.faith("en-t46-041", "role.swap", "Who sold Ashby & Sons in 1994?", "In 1994 Priya Shah sold the firm to Gerald Ashby, her chief restorer.", CLOCKMAKER, False),
    w.faith("en-t46-042", "added.entity", "What is Kentish Gold?", "Kentish Gold is a 4.2% golden ale made with hops and barley grown on the family farm.", OAST_BREWERY, False),
    w.faith("en-t46-043", "value.time", "When does the taproom open?", "The taproom opens at 2 p.m., Thursday to Sunday.", OAST_BREWERY, False),
    w.faith("en-t46-044", "added.fact", "When are the pottery classes?", "Beginners' classes run on Sunday mornings for £45, with all clay and firing included.", POTTERY, False),
]

CORRECTNESS = [
    w.correct("en-t46-045", "correct.wordy", "Who founded Ashby & Sons?", "The clockmakers were founded in Clerkenwell back in 1852 by a man called Thomas Ashby.", "Thomas Ashby", True),
    w.correct("en-t46-046", "correct.format", "How strong is Kentish Gold?", "Four point two per cent.", "4.2% ABV", True),
    w.correct("en-t46-047", "correct.short", "Who took over Carrow Pottery in 1990?", "Tom Jago.", "Ruth Carrow's former apprentice, Tom Jago, took over the studio in 1990.", True),
    w.correct("en-t46-048", "correct.format", "How long is the standard Glenmorran tour?", "Three quarters of an hour.", "45 minutes", True),
    w.correct("en-t46-049", "wrong.value", "How much does a beginners' class at Carrow Pottery cost?", "A beginners' class costs £54.", "£45", False),
    w.correct("en-t46-050", "wrong.role", "Who is head brewer at Oast House Brewery?", "Gordon Keel, who founded it.", "Danny Keel, the founders' son", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
