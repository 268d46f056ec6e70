/*
 * count() with 12 keys sorted by value
 */

#pragma D option quiet

BEGIN
{
	@a["k00"] = count();
	@a["k01"] = count();
	@a["k01"] = count();
	@a["k02"] = count();
	@a["k02"] = count();
	@a["k02"] = count();
	@a["k03"] = count();
	@a["k03"] = count();
	@a["k03"] = count();
	@a["k03"] = count();
	@a["k04"] = count();
	@a["k04"] = count();
	@a["k04"] = count();
	@a["k04"] = count();
	@a["k04"] = count();
	@a["k05"] = count();
	@a["k05"] = count();
	@a["k05"] = count();
	@a["k05"] = count();
	@a["k05"] = count();
	@a["k05"] = count();
	@a["k06"] = count();
	@a["k06"] = count();
	@a["k06"] = count();
	@a["k06"] = count();
	@a["k06"] = count();
	@a["k06"] = count();
	@a["k06"] = count();
	@a["k07"] = count();
	@a["k07"] = count();
	@a["k07"] = count();
	@a["k07"] = count();
	@a["k07"] = count();
	@a["k07"] = count();
	@a["k07"] = count();
	@a["k07"] = count();
	@a["k08"] = count();
	@a["k08"] = count();
	@a["k08"] = count();
	@a["k08"] = count();
	@a["k08"] = count();
	@a["k08"] = count();
	@a["k08"] = count();
	@a["k08"] = count();
	@a["k08"] = count();
	@a["k09"] = count();
	@a["k09"] = count();
	@a["k09"] = count();
	@a["k09"] = count();
	@a["k09"] = count();
	@a["k09"] = count();
	@a["k09"] = count();
	@a["k09"] = count();
	@a["k09"] = count();
	@a["k09"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k10"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	@a["k11"] = count();
	exit(0);
}
