// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title TutorialMarketplace
/// @notice The marketplace of the Moralis v1 NFT-marketplace tutorials, with the same events and
/// calls, so a Moralis app of that era (its `watchContractEvent` script and its cloud code) runs
/// against Vitrine as it did against Moralis. Used by tests and the Moralis example, not by the
/// site, which trades through Seaport. The seller keeps the item until it is bought (approved to
/// this contract); proceeds are withdrawn, never pushed.
contract TutorialMarketplace is ReentrancyGuard {
    struct Listing {
        uint256 price;
        address seller;
    }

    event ItemListed(address indexed seller, address indexed nftAddress, uint256 indexed tokenId, uint256 price);
    event ItemCanceled(address indexed seller, address indexed nftAddress, uint256 indexed tokenId);
    event ItemBought(address indexed buyer, address indexed nftAddress, uint256 indexed tokenId, uint256 price);

    error PriceMustBeAboveZero();
    error NotApprovedForMarketplace();
    error AlreadyListed(address nftAddress, uint256 tokenId);
    error NotListed(address nftAddress, uint256 tokenId);
    error NotOwner();
    error PriceNotMet(address nftAddress, uint256 tokenId, uint256 price);
    error NoProceeds();
    error TransferFailed();

    mapping(address nftAddress => mapping(uint256 tokenId => Listing)) private _listings;
    mapping(address seller => uint256 amount) private _proceeds;

    modifier onlyOwnerOf(address nftAddress, uint256 tokenId) {
        if (IERC721(nftAddress).ownerOf(tokenId) != msg.sender) revert NotOwner();
        _;
    }

    function listItem(address nftAddress, uint256 tokenId, uint256 price) external onlyOwnerOf(nftAddress, tokenId) {
        if (price == 0) revert PriceMustBeAboveZero();
        if (_listings[nftAddress][tokenId].price > 0) revert AlreadyListed(nftAddress, tokenId);
        if (IERC721(nftAddress).getApproved(tokenId) != address(this)) revert NotApprovedForMarketplace();
        _listings[nftAddress][tokenId] = Listing(price, msg.sender);
        emit ItemListed(msg.sender, nftAddress, tokenId, price);
    }

    /// @notice Relisting at a new price emits ItemListed again, as the tutorial's `updateListing` did.
    function updateListing(address nftAddress, uint256 tokenId, uint256 newPrice)
        external
        onlyOwnerOf(nftAddress, tokenId)
    {
        if (newPrice == 0) revert PriceMustBeAboveZero();
        if (_listings[nftAddress][tokenId].price == 0) revert NotListed(nftAddress, tokenId);
        _listings[nftAddress][tokenId].price = newPrice;
        emit ItemListed(msg.sender, nftAddress, tokenId, newPrice);
    }

    function cancelListing(address nftAddress, uint256 tokenId) external onlyOwnerOf(nftAddress, tokenId) {
        if (_listings[nftAddress][tokenId].price == 0) revert NotListed(nftAddress, tokenId);
        delete _listings[nftAddress][tokenId];
        emit ItemCanceled(msg.sender, nftAddress, tokenId);
    }

    function buyItem(address nftAddress, uint256 tokenId) external payable nonReentrant {
        Listing memory listing = _listings[nftAddress][tokenId];
        if (listing.price == 0) revert NotListed(nftAddress, tokenId);
        if (msg.value < listing.price) revert PriceNotMet(nftAddress, tokenId, listing.price);
        _proceeds[listing.seller] += msg.value;
        delete _listings[nftAddress][tokenId];
        IERC721(nftAddress).safeTransferFrom(listing.seller, msg.sender, tokenId);
        emit ItemBought(msg.sender, nftAddress, tokenId, listing.price);
    }

    function withdrawProceeds() external nonReentrant {
        uint256 amount = _proceeds[msg.sender];
        if (amount == 0) revert NoProceeds();
        _proceeds[msg.sender] = 0;
        (bool sent,) = payable(msg.sender).call{value: amount}("");
        if (!sent) revert TransferFailed();
    }

    function getListing(address nftAddress, uint256 tokenId) external view returns (Listing memory) {
        return _listings[nftAddress][tokenId];
    }

    function getProceeds(address seller) external view returns (uint256) {
        return _proceeds[seller];
    }
}
