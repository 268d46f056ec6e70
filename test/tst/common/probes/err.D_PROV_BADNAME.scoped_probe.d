/* a provider probe name may not hold the scoping operator */
provider p {
	probe a`b();
};

BEGIN
{
	exit(0);
}
