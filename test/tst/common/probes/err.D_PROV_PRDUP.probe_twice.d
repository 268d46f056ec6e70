/* a provider may not declare the same probe twice */
provider p {
	probe a(int);
	probe a(int);
};

BEGIN
{
	exit(0);
}
