/* two storage classes in one declaration */

self self int x;

BEGIN
{
	exit(0);
}
